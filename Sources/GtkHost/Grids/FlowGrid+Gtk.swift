import Gtk
import Widgets

/// `FlowGrid` is a `GtkFlowBox` whose children are its cells' flow box
/// children, with GTK's own selection kept in step with the ids
/// (`FlowGridSelection`). A double-click or Enter activates a cell, as in a list.
extension FlowGrid: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let box = FlowBox()
        box.activateOnSingleClick = false
        box.selectionMode = .none
        let selection = FlowGridSelection(box: box)
        let instance = GtkInstance(
            widget: box, view: self, layout: FlowGridLayout(selection: selection))
        selection.grid = instance
        instance.storage = selection
        return instance
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: FlowGrid?) {
        let box = instance.gtk(FlowBox.self)
        if spacing != old?.spacing {
            box.rowSpacing = UInt32(max(0, spacing))
            box.columnSpacing = UInt32(max(0, spacing))
        }
        if maximumPerLine != old?.maximumPerLine {
            box.maxChildrenPerLine = UInt32(max(1, maximumPerLine))
        }
        (instance.storage as? FlowGridSelection)?.update(self)
    }
}

/// `FlowGridCell` is a `GtkFlowBoxChild` holding a vertical box of the cell's widgets.
extension FlowGridCell: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widgets.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let child = FlowBoxChild()
        let box = Box(.vertical)
        child.child = box
        return GtkInstance(
            widget: child, view: self, layout: BoxLayout(box: box, orientation: .vertical))
    }

    /// A cell has no props to write.
    public func apply(to instance: GtkInstance, from old: FlowGridCell?) {}
}
