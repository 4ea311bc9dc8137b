import Gtk

/// The selection models over a model of row positions (a `Table`'s column
/// view, a `LazyVGrid`'s grid view): a new one for each selection mode, as
/// `ListView.rowSelection` makes for a list, handed to the view by `show`.
@MainActor final class PositionSelectionModels: SelectionModelOwner {
    private let positions: ValueListModel<Int, Int>
    private let show: (any SelectionModel) -> Void
    private(set) var selectionModel: (any SelectionModel)?
    /// Sets the view's rubber band.
    private let rubberBand: (Bool) -> Void
    var enableRubberband = false {
        didSet { rubberBand(enableRubberband) }
    }

    /// Models over `positions`, each given to `show` (which sets the view's
    /// model); `rubberBand` turns the view's rubber band on and off.
    init(
        positions: ValueListModel<Int, Int>, show: @escaping (any SelectionModel) -> Void,
        rubberBand: @escaping (Bool) -> Void
    ) {
        self.positions = positions
        self.show = show
        self.rubberBand = rubberBand
    }

    /// How many rows the user may select; a change puts a new model (with
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
                // Made with autoselect on, it selected the first row already.
                single.selected = UInt32.max
                made = single
            case .multiple:
                made = MultiSelection(model: positions)
            }
            selectionModel = made
            show(made)
        }
    }
}
