import Gtk
import Widgets

/// `Menu` is a `GtkMenuButton` whose `MenuItem` children become a `GMenu` of
/// `GAction`s; an item's keyboard shortcut works anywhere in the window.
extension Menu: GtkAdapter {
    func makeInstance(in host: GtkHost) -> GtkInstance {
        let button = MenuButton()
        return GtkInstance(widget: button, view: self, layout: MenuLayout(button: button))
    }

    func apply(to instance: GtkInstance, from old: Menu?) {
        let button = instance.gtk(MenuButton.self)
        if title != old?.title, let title { button.label = title }
        if iconName != old?.iconName, let iconName { button.setIconName(iconName) }
    }
}

extension MenuItem: GtkAdapter {
    func makeInstance(in host: GtkHost) -> GtkInstance {
        GtkInstance(widget: nil, view: self)
    }

    func apply(to instance: GtkInstance, from old: MenuItem?) {
        guard let old, title != old.title || shortcut != old.shortcut,
            let menu = instance.parent, let layout = menu.layout as? MenuLayout
        else { return }
        layout.rebuild(menu)
    }
}

/// A menu's items, written to the `GMenu` again whenever they change.
@MainActor struct MenuLayout: ChildLayout {
    let button: MenuButton

    func inserted(_ child: GtkInstance, at index: Int, in parent: GtkInstance) { rebuild(parent) }
    func moved(_ child: GtkInstance, to index: Int, in parent: GtkInstance) { rebuild(parent) }
    func removed(_ child: GtkInstance, from parent: GtkInstance) { rebuild(parent) }

    func rebuild(_ menu: GtkInstance) {
        let items = menu.children.compactMap { $0.view as? MenuItem }
        button.setItems(items.map { ($0.title, $0.shortcut?.accelerator) }) {
            [weak menu] index in
            let current = menu?.children.compactMap { $0.view as? MenuItem }
            guard let current, current.indices.contains(index) else { return }
            current[index].action()
        }
    }
}
