import Gtk
import Widgets

/// The children of a `Menu`, a submenu or a `MenuSection`: whenever they
/// change, the outermost menu's `GMenu` is written again from its whole tree
/// (`MenuButton.setMenu`, which only updates action states when that is all
/// that changed).
///
/// A menu shows `MenuItem`, `MenuSection`, `Divider` and `Menu` (a submenu);
/// any other view that reaches it (through a component) is left out with a
/// logged warning naming it.
@MainActor struct MenuLayout: ChildLayout {
    func inserted(_ child: GtkInstance, at index: Int, in parent: GtkInstance) {
        if let problem = MenuEntries.problem(with: child.view) {
            Log.warning("\(problem) in menu \(MenuLayout.name(of: parent))")
        }
        Self.rebuild(around: parent)
    }

    func moved(_ child: GtkInstance, to index: Int, in parent: GtkInstance) {
        Self.rebuild(around: parent)
    }

    func removed(_ child: GtkInstance, from parent: GtkInstance) {
        Self.rebuild(around: parent)
    }

    /// The props of `entry` (an item, section or submenu) changed: warns about
    /// modifiers a menu cannot show, then rebuilds its menu.
    static func entryChanged(_ entry: GtkInstance, from oldModifiers: WidgetModifiers) {
        guard let parent = entry.parent, parent.layout is MenuLayout else { return }
        let modifiers = (entry.view as? any Widgets.Widget)?.modifiers
        if modifiers != oldModifiers, let problem = MenuEntries.problem(with: entry.view) {
            Log.warning("\(problem) in menu \(name(of: parent))")
        }
        rebuild(around: parent)
    }

    /// Warns when a menu item or section was put outside a menu, where it has
    /// nothing to show in.
    static func checkPlacement(of child: GtkInstance, in parent: GtkInstance) {
        guard child.adapterType == MenuItem.self || child.adapterType == MenuSection.self,
            !(parent.layout is MenuLayout)
        else { return }
        let text = (child.view as? any Widgets.Widget)?.text.map { " \"\($0)\"" } ?? ""
        Log.warning("\(type(of: child.view))\(text) is outside a Menu and is not shown")
    }

    /// Writes the menu that `container` belongs to again, unless that menu's
    /// button is not placed yet (it writes it when it is).
    static func rebuild(around container: GtkInstance) {
        guard let root = root(of: container), let button = root.widget as? Gtk.MenuButton,
            button.hasParent
        else { return }
        button.setMenu(MenuEntries.entries(of: root, disabled: false)) { [weak root] index in
            guard let root else { return }
            let items = MenuEntries.items(of: root)
            guard items.indices.contains(index) else { return }
            (items[index].view as? MenuItem)?.activate()
        }
    }

    /// The outermost `Menu` above `container` through menus and sections only.
    private static func root(of container: GtkInstance) -> GtkInstance? {
        var root = container.view is Menu ? container : nil
        var current = container
        while let parent = current.parent, parent.layout is MenuLayout {
            if parent.view is Menu { root = parent }
            current = parent
        }
        return root
    }

    /// How warnings name the menu `container` is in: its title or icon.
    static func name(of container: GtkInstance) -> String {
        let menu = root(of: container)?.view as? Menu
        return "\"\(menu?.title ?? menu?.iconName ?? "untitled")\""
    }
}
