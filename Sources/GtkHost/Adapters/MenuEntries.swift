import Gtk
import Reconciler
import Widgets

/// Turns the mounted children of a menu into `MenuButton` entries.
///
/// A run of items and submenus is a plain list; `Divider()` ends a run, and
/// once a menu has a divider or a `MenuSection`, each run becomes an
/// untitled section beside the titled ones. A disabled submenu or section
/// disables everything in it.
@MainActor enum MenuEntries {
    /// The entries for the children of `container`.
    static func entries(of container: GtkInstance, disabled: Bool) -> [Gtk.MenuButton.Entry] {
        entries(of: container.children, view: \.view, children: \.children, disabled: disabled)
    }

    /// The entries of a context menu.
    static func entries(of menu: ContextMenu) -> [Gtk.MenuButton.Entry] {
        entries(of: menu.entries, view: \.view, children: \.entries, disabled: false)
    }

    /// The entries for `nodes`: each a menu view and the nodes under it.
    private static func entries<Node>(
        of nodes: [Node], view: (Node) -> any PrimitiveView, children: (Node) -> [Node],
        disabled: Bool
    ) -> [Gtk.MenuButton.Entry] {
        var parts: [Gtk.MenuButton.Entry] = []
        var run: [Gtk.MenuButton.Entry] = []
        var isSectioned = false
        func endRun() {
            if !run.isEmpty { parts.append(.section(label: nil, run)) }
            run = []
        }
        for child in nodes {
            switch view(child) {
            case let item as MenuItem:
                run.append(.item(entry(for: item, disabled: disabled)))
            case let menu as Menu:
                let isDisabled = disabled || menu.modifiers.isDisabled
                run.append(
                    .submenu(
                        title: menu.title ?? menu.iconName ?? "",
                        entries(
                            of: children(child), view: view, children: children,
                            disabled: isDisabled)))
            case let section as MenuSection:
                isSectioned = true
                endRun()
                let isDisabled = disabled || section.modifiers.isDisabled
                parts.append(
                    .section(
                        label: section.title,
                        entries(
                            of: children(child), view: view, children: children,
                            disabled: isDisabled)))
            case is Divider:
                isSectioned = true
                endRun()
            default:
                continue
            }
        }
        if !isSectioned { return run }
        endRun()
        return parts
    }

    /// The mounted `MenuItem`s under `container`, depth first: the order of
    /// `MenuButton`'s action numbers.
    static func items(of container: GtkInstance) -> [GtkInstance] {
        container.children.flatMap { child -> [GtkInstance] in
            switch child.view {
            case is MenuItem: [child]
            case is Menu, is MenuSection: items(of: child)
            default: []
            }
        }
    }

    /// Why a menu cannot show `view` as it is, or nil when it can.
    static func problem(with view: any PrimitiveView) -> String? {
        guard view is MenuItem || view is Menu || view is MenuSection || view is Divider else {
            let text = (view as? any Widgets.Widget)?.text.map { " \"\($0)\"" } ?? ""
            return "\(type(of: view))\(text) cannot be shown and is left out"
        }
        guard let widget = view as? any Widgets.Widget else { return nil }
        var shown = WidgetModifiers()
        shown.isDisabled = widget.modifiers.isDisabled
        guard widget.modifiers != shown else { return nil }
        let text = widget.text.map { " \"\($0)\"" } ?? ""
        return "\(type(of: view))\(text) has modifiers a menu cannot show (only .disabled())"
    }

    private static func entry(for item: MenuItem, disabled: Bool) -> Gtk.MenuButton.Item {
        let mark: Gtk.MenuButton.Item.Mark
        switch item.kind {
        case .command: mark = .none
        case .check(let isOn): mark = .check(isOn)
        case .radio(let isSelected): mark = .radio(isSelected)
        }
        return Gtk.MenuButton.Item(
            item.title, accelerator: item.shortcut?.gtkAccelerator,
            isEnabled: !(disabled || item.modifiers.isDisabled), mark: mark)
    }
}
