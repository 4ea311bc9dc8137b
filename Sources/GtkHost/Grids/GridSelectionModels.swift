import Gtk

/// The selection models of one `GtkGridView` over its cell positions: a new
/// one for each selection mode, as `ListView.rowSelection` makes for a list.
@MainActor final class GridSelectionModels: SelectionModelOwner {
    private let view: GridView
    private let positions: ValueListModel<Int, Int>
    private(set) var selectionModel: (any SelectionModel)?

    init(view: GridView, positions: ValueListModel<Int, Int>) {
        self.view = view
        self.positions = positions
    }

    /// How many cells the user may select; a change puts a new model (with
    /// nothing selected) over the same positions.
    var rowSelection: SelectionMode = .none {
        didSet {
            guard rowSelection != oldValue else { return }
            let made: any SelectionModel
            switch rowSelection {
            case .none:
                made = NoSelection(model: positions)
            case .single, .browse:
                let single = SingleSelection(model: positions)
                single.autoselect = false
                single.canUnselect = true
                // Made with autoselect on, it selected the first cell already.
                single.selected = UInt32.max
                made = single
            case .multiple:
                made = MultiSelection(model: positions)
            }
            selectionModel = made
            view.model = made
        }
    }
}
