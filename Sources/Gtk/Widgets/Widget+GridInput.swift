import CGtk

extension Widget {
    /// Selects the cell at `index` of a grid view (or of the one a scrolled
    /// window shows) or of a flow box, as a click does.
    ///
    /// With `extending`, as a Ctrl-click does in a multiple selection: adds
    /// the cell, or removes it when it was selected. False when there is no
    /// selection or no such cell.
    @discardableResult
    public func performSelectCell(_ index: Int, extending: Bool = false) -> Bool {
        if let box = self as? FlowBox {
            guard box.selectionMode != .none, let child = box.childAtIndex(idx: Int32(index))
            else { return false }
            let multiple = box.selectionMode == .multiple
            if extending, multiple, child.isSelected() {
                box.unselectChild(child: child)
            } else {
                if multiple, !extending { box.unselectAll() }
                box.selectChild(child: child)
            }
            return true
        }
        guard let (model, count) = shownGridModel, !NoSelection.isInstance(model.pointer),
            index >= 0, index < count
        else { return false }
        let position = UInt32(index)
        let multiple = MultiSelection.isInstance(model.pointer)
        if extending, multiple, model.isSelected(position: position) {
            _ = model.unselectItem(position: position)
        } else {
            _ = model.selectItem(position: position, unselectRest: !extending)
        }
        return true
    }

    /// Selects the cells in `cells` of a grid view (or of the one a scrolled
    /// window shows) or of a flow box and no others, as a Shift-click does;
    /// false without a multiple selection or when the cells are not all there.
    @discardableResult
    public func performSelectCells(_ cells: ClosedRange<Int>) -> Bool {
        if let box = self as? FlowBox {
            guard box.selectionMode == .multiple, cells.lowerBound >= 0,
                box.childAtIndex(idx: Int32(cells.upperBound)) != nil
            else { return false }
            box.unselectAll()
            for index in cells {
                if let child = box.childAtIndex(idx: Int32(index)) { box.selectChild(child: child) }
            }
            return true
        }
        guard let (model, count) = shownGridModel, MultiSelection.isInstance(model.pointer),
            cells.lowerBound >= 0, cells.upperBound < count
        else { return false }
        _ = model.selectRange(
            position: UInt32(cells.lowerBound), nItems: UInt32(cells.count), unselectRest: true)
        return true
    }

    /// Activates the cell at `index` of a grid view (or of the one a scrolled
    /// window shows) or of a flow box, as Enter or a double-click does.
    @discardableResult
    public func performActivateCell(_ index: Int) -> Bool {
        if let box = self as? FlowBox {
            guard let child = box.childAtIndex(idx: Int32(index)) else { return false }
            child.emitActivate()
            return true
        }
        guard let grid = shownGridView, let (_, count) = shownGridModel, index >= 0,
            index < count
        else { return false }
        return gtk_widget_activate_action_variant(
            grid.widget, "list.activate-item", g_variant_new_uint32(guint(index))) != 0
    }

    /// This grid view, or the one this scrolled window shows.
    private var shownGridView: GridView? {
        self as? GridView ?? ((self as? ScrolledWindow)?.child as? GridView)
    }

    /// The selection model of ``shownGridView`` and its number of cells.
    private var shownGridModel: (model: any SelectionModel, count: Int)? {
        guard let model = shownGridView?.model else { return nil }
        return (model, Int(g_list_model_get_n_items(gtkhooks_list_model(model.pointer))))
    }
}
