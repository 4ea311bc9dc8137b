@_spi(Testing) import Gtk
import GtkHost
import Widgets

extension GtkTester {
    /// Every live widget of the tree's windows, depth first (windows included).
    public var allWidgets: [Gtk.Widget] {
        var result: [Gtk.Widget] = []
        for window in windows { collect(window, into: &result) }
        for dialog in dialogs { collect(dialog, into: &result) }
        return result
    }

    /// The alerts on screen.
    public var dialogs: [Gtk.Widget] {
        MessageDialog.open.filter(\.isVisible)
    }

    /// The first visible widget showing exactly `text`.
    public func find(text: String) -> Gtk.Widget? {
        allWidgets.first { $0.isVisible && $0.displayedText == text }
    }

    /// The first widget that ``shows(_:role:)`` `role`.
    public func find(role: WidgetRole) -> Gtk.Widget? {
        allWidgets.first { Self.shows($0, role: role) }
    }

    /// The first widget whose accessible label is `label`.
    public func find(label: String) -> Gtk.Widget? {
        allWidgets.first { $0.accessibleLabel == label }
    }

    /// Every visible widget showing exactly `text`.
    public func findAll(text: String) -> [Gtk.Widget] {
        allWidgets.filter { $0.isVisible && $0.displayedText == text }
    }

    /// Every widget that ``shows(_:role:)`` `role`.
    public func findAll(role: WidgetRole) -> [Gtk.Widget] {
        allWidgets.filter { Self.shows($0, role: role) }
    }

    /// Whether `widget` shows `role`: its accessible role is GTK's for one of
    /// the role's `accessibilityRoles` (`gtkAccessibleRoles`; GTK's own parts
    /// included, such as a toggle's inner switch); for a role without
    /// accessibility roles (a module's own, whose GTK widget may report only a
    /// generic `widget`), `GtkHost` made it for a view of that role.
    public static func shows(_ widget: Gtk.Widget, role: WidgetRole) -> Bool {
        if role.accessibilityRoles.isEmpty { return widget.viewRole == role.name }
        return role.gtkAccessibleRoles.contains(widget.accessibleRole)
    }

    /// The live tree as indented text: `GtkButton button "Save"`.
    public func dump() -> String {
        var lines: [String] = []
        for window in windows { dump(window, depth: 0, into: &lines) }
        return lines.joined(separator: "\n")
    }

    private func collect(_ widget: Gtk.Widget, into result: inout [Gtk.Widget]) {
        result.append(widget)
        for child in widget.children { collect(child, into: &result) }
    }

    private func dump(_ widget: Gtk.Widget, depth: Int, into lines: inout [String]) {
        var line = String(repeating: "  ", count: depth) + widget.typeName
        if let text = widget.displayedText { line += " \"\(text)\"" }
        if let label = widget.accessibleLabel { line += " label=\"\(label)\"" }
        for name in widget.cssClasses { line += " .\(name)" }
        lines.append(line)
        for child in widget.children { dump(child, depth: depth + 1, into: &lines) }
    }
}
