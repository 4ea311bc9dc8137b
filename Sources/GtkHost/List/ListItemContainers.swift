import Gtk

/// Which row container each `GtkListItem` of one factory shows: a list's
/// rows (`ListRows`) or a table column's or grid's cells (`TableCells`).
///
/// A container shows in one item at a time, and an item shows one
/// container: the one it showed before is detached first.
@MainActor struct ListItemContainers {
    /// The row container each list item shows, by the item's address.
    private var shown: [UInt: RowContainerLayout] = [:]

    /// Makes `item` show `container` (a row root's container), or nothing.
    mutating func show(_ container: RowContainerLayout?, in item: ListItem) {
        let previous = shown.removeValue(forKey: item.address)
        guard let container else {
            if let previous { previous.detach() } else { item.child = nil }
            return
        }
        // The item's new child replaces the one it showed: one GTK call.
        if previous !== container { previous?.forgetItem() }
        if let other = container.item, other.address != item.address {
            shown[other.address] = nil
            container.detach()
        }
        shown[item.address] = container
        container.attach(to: item)
    }

    /// The rows shown now, each with the widget GTK lays it out in (its list
    /// item's widget).
    func shownRows() -> [(position: Int, widget: Gtk.Widget)] {
        shown.values.compactMap { container in
            guard let item = container.item, let row = container.shown?.parent else { return nil }
            return (item.position, row)
        }
    }
}
