import Gtk

/// The cells of a `FlowGrid` in its `GtkFlowBox`, in the reconciler's order.
///
/// Each cell's widget is a `GtkFlowBoxChild` (a `FlowGridCell`), inserted at
/// its index among the cells; GTK has no reordering, so a move takes the cell
/// out and puts it back. Taking a selected cell out makes GTK report a
/// selection change, which is the host's, not the user's (ignored, or the
/// moved id would leave the binding: the G9 fuzz test catches it). GTK 4.8
/// keeps the cell's selected state through the move; a cell that lands is
/// still checked against the ids, as an inserted one is.
@MainActor struct FlowGridLayout: ChildLayout {
    let selection: FlowGridSelection

    func inserted(_ child: GtkInstance, at index: Int, in parent: GtkInstance) {
        guard let widget = child.widget else { return }
        selection.setting {
            selection.box.insert(widget: widget, position: Int32(position(of: index, in: parent)))
        }
        selection.show(child)
    }

    func moved(_ child: GtkInstance, to index: Int, in parent: GtkInstance) {
        guard let widget = child.widget else { return }
        selection.setting {
            selection.box.remove(widget: widget)
            selection.box.insert(widget: widget, position: Int32(position(of: index, in: parent)))
        }
        selection.show(child)
    }

    func removed(_ child: GtkInstance, from parent: GtkInstance) {
        guard let widget = child.widget else { return }
        selection.setting { selection.box.remove(widget: widget) }
    }

    /// The box position of the child at `index`: the number of widgets before it.
    private func position(of index: Int, in parent: GtkInstance) -> Int {
        parent.children[..<index].reduce(0) { $0 + ($1.widget == nil ? 0 : 1) }
    }
}
