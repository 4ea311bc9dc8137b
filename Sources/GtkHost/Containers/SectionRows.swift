import Gtk
import Widgets

/// The rows of a `Section`: each child's widget in a `GtkListBoxRow` of the
/// section's list, in the children's order.
///
/// A titled control (`Toggle`, `Picker`, `Stepper`) is already its title's
/// label beside the control; in a row the label takes the free width, so
/// titles form the left column and controls line up on the right. The title
/// stays the control's accessible name, which the control's adapter sets.
@MainActor final class SectionRows: ChildLayout {
    private let list: ListBox
    /// The row holding each child's widget, by child instance.
    private var rows: [ObjectIdentifier: ListBoxRow] = [:]

    init(list: ListBox) {
        self.list = list
    }

    func inserted(_ child: GtkInstance, at index: Int, in parent: GtkInstance) {
        guard let widget = child.widget else { return }
        let row = ListBoxRow()
        row.activatable = false
        row.child = widget
        rows[ObjectIdentifier(child)] = row
        Self.spreadTitle(of: child, widget)
        list.insert(child: row, position: Int32(position(of: index, in: parent)))
    }

    func moved(_ child: GtkInstance, to index: Int, in parent: GtkInstance) {
        guard let row = rows[ObjectIdentifier(child)] else { return }
        list.remove(child: row)
        list.insert(child: row, position: Int32(position(of: index, in: parent)))
    }

    func removed(_ child: GtkInstance, from parent: GtkInstance) {
        guard let row = rows.removeValue(forKey: ObjectIdentifier(child)) else { return }
        row.child = nil
        list.remove(child: row)
    }

    /// The row position of the child at `index`: its earlier siblings with a widget.
    private func position(of index: Int, in parent: GtkInstance) -> Int {
        parent.children[..<index].count { $0.widget != nil }
    }

    /// Lets the title label of a titled control take the row's free width.
    private static func spreadTitle(of child: GtkInstance, _ widget: Gtk.Widget) {
        let titled =
            child.adapterType == Toggle.self || child.adapterType == Picker.self
            || child.adapterType == Stepper.self
        guard titled, let label = widget.children.first as? Label else { return }
        label.expandsHorizontally = true
        label.textAlignment = 0
    }
}
