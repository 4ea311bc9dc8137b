import Gtk

/// The rows of a `Table`'s `GtkColumnView` with the selection model over
/// them, which `ListSelection` keeps in step with the table's ids.
///
/// Changing ``rowSelection`` puts a new model over the same rows, as
/// `ListView.rowSelection` does for a list: a `NoSelection`, or a
/// `SingleSelection` (no autoselect, can unselect) or `MultiSelection`
/// with nothing selected.
@MainActor final class ColumnViewRowSelection: SelectionModelOwner {
    private let view: ColumnView
    private let rows: ValueListModel<Int, Int>
    private(set) var selectionModel: (any SelectionModel)?

    init(view: ColumnView, rows: ValueListModel<Int, Int>) {
        self.view = view
        self.rows = rows
    }

    var rowSelection: SelectionMode = .none {
        didSet {
            guard rowSelection != oldValue else { return }
            let made: any SelectionModel
            switch rowSelection {
            case .none:
                made = NoSelection(model: rows)
            case .single, .browse:
                let single = SingleSelection(model: rows)
                single.autoselect = false
                single.canUnselect = true
                // Made with autoselect on, it selected the first row already.
                single.selected = UInt32.max
                made = single
            case .multiple:
                made = MultiSelection(model: rows)
            }
            selectionModel = made
            view.model = made
        }
    }
}
