import Gtk
import Widgets

/// The selection of one `FlowGrid`, kept in step both ways with its
/// `GtkFlowBox`'s own selection, which draws selected cells, moves the
/// selection with the keyboard and reports it to accessibility.
///
/// A cell's id is the key of its `FlowGridCell`; GTK's cells are found by
/// their index in the box, which is their index among the grid's cells
/// (`FlowGridLayout` keeps the order). New props select exactly the cells of
/// their ids; a user's change is written to the binding as ids. Writes made
/// here are not echoed back: `isSetting` ignores the signals they raise.
@MainActor final class FlowGridSelection: InstanceResource {
    let box: FlowBox
    /// The grid's instance, whose children are the cells in order.
    weak var grid: GtkInstance?
    /// The latest props, whose binding a user's change is written to.
    private var props: FlowGrid?
    /// True while the host changes GTK's selection: the change is not the user's.
    private(set) var isSetting = false

    init(box: FlowBox) {
        self.box = box
        box.onSelectedChildrenChanged { [weak self] in self?.gtkChanged() }
        box.onChildActivated { [weak self] child in
            guard let self, let child, let key = self.key(ofCellAt: Int(child.index())) else {
                return
            }
            self.props?.onActivateRow?(key)
        }
    }

    /// Takes new props: the selection mode, then the cells selected by id;
    /// ids gone from the data are written back once.
    func update(_ new: FlowGrid) {
        props = new
        let mode: SelectionMode =
            switch new.selection?.mode {
            case nil: .none
            case .single: .single
            case .multiple: .multiple
            }
        if box.selectionMode != mode { setting { box.selectionMode = mode } }
        guard let selection = new.selection else { return }
        showSelection()
        let keys = Set((0..<new.rowCount).lazy.map(new.rowKey))
        let kept = selection.ids.intersection(keys)
        if kept != selection.ids { new.onSelectionChange(kept) }
    }

    /// Runs `body`, which changes GTK's selection for the host, not the user.
    func setting(_ body: () -> Void) {
        let was = isSetting
        isSetting = true
        defer { isSetting = was }
        body()
    }

    /// Selects exactly the cells whose ids the props select.
    func showSelection() {
        for cell in grid?.children ?? [] { show(cell) }
    }

    /// Selects `cell` (a `FlowGridCell`'s instance) when the props select its
    /// id, and unselects it otherwise.
    func show(_ cell: GtkInstance) {
        guard let ids = props?.selection?.ids, let child = cell.widget as? FlowBoxChild,
            let key = (cell.view as? FlowGridCell)?.key
        else { return }
        let wanted = ids.contains(key)
        guard child.isSelected() != wanted else { return }
        setting {
            if wanted { box.selectChild(child: child) } else { box.unselectChild(child: child) }
        }
    }

    /// The id of the cell at `index` of the box.
    private func key(ofCellAt index: Int) -> AnyHashable? {
        guard let grid, index >= 0 else { return nil }
        let cells = grid.children.filter { $0.widget != nil }
        guard index < cells.count else { return nil }
        return (cells[index].view as? FlowGridCell)?.key
    }

    /// The user changed GTK's selection: the binding gets the ids it shows.
    private func gtkChanged() {
        guard !isSetting, let props, let selection = props.selection else { return }
        let ids = Set(box.selectedChildren().compactMap { key(ofCellAt: Int($0.index())) })
        if ids != selection.ids { props.onSelectionChange(ids) }
    }

    func release() {}
}
