import CGtk

/// What a person can do to a widget, done through GTK itself: the same
/// signals and property changes a click, a key press or a drag causes.
///
/// Each returns false when the widget is not of a kind that takes the action.
extension Widget {
    /// Clicks a button, link, check button or switch (`clicked`, or flips `active`).
    @discardableResult
    public func performClick() -> Bool {
        if gtkhooks_is_check_button(pointer) != 0 || gtkhooks_is_switch(pointer) != 0 {
            return performToggle()
        }
        guard gtkhooks_is_button(pointer) != 0 else { return false }
        gtkhooks_signal_emit_action(pointer, "clicked")
        return true
    }

    /// Flips a check button or switch, as a click on it does.
    @discardableResult
    public func performToggle() -> Bool {
        guard gtkhooks_is_check_button(pointer) != 0 || gtkhooks_is_switch(pointer) != 0 else {
            return false
        }
        let active = gtkhooks_object_get_bool(pointer, "active")
        gtkhooks_object_set_bool(pointer, "active", active != 0 ? 0 : 1)
        return true
    }

    /// Replaces the text of an entry, password entry or text view, as typing does.
    @discardableResult
    public func performType(_ text: String) -> Bool {
        if gtkhooks_is_editable(pointer) != 0 {
            gtk_editable_set_text(gtkhooks_editable(pointer), text)
            return true
        }
        if gtkhooks_is_text_view(pointer) != 0 {
            let buffer = gtk_text_view_get_buffer(gtkhooks_text_view(pointer))
            gtk_text_buffer_set_text(buffer, text, -1)
            return true
        }
        return false
    }

    /// Presses Enter in an entry, password entry or search entry (`activate`).
    @discardableResult
    public func performSubmit() -> Bool {
        guard
            gtkhooks_is_entry(pointer) != 0 || gtkhooks_is_password_entry(pointer) != 0
                || SearchEntry.isInstance(pointer)
        else {
            return false
        }
        gtkhooks_signal_emit_action(pointer, "activate")
        return true
    }

    /// Presses Escape in a search entry (`stop-search`): a search field
    /// clears, a search bar's entry closes its bar.
    @discardableResult
    public func performStopSearch() -> Bool {
        guard SearchEntry.isInstance(pointer) else { return false }
        gtkhooks_signal_emit_action(pointer, "stop-search")
        return true
    }

    /// Picks the option at `index` of a drop-down.
    @discardableResult
    public func performSelect(_ index: Int) -> Bool {
        guard gtkhooks_is_drop_down(pointer) != 0 else { return false }
        gtk_drop_down_set_selected(gtkhooks_drop_down(pointer), guint(index))
        return true
    }

    /// Selects the row at `index` of a list or column view (or of the one a
    /// scrolled window shows) through its selection model, as a click does;
    /// for a grid view or flow box, ``performSelectCell(_:extending:)``.
    ///
    /// With `extending`, as a Ctrl-click does in a multiple selection: the
    /// row is added, or removed when it was selected. False when the view
    /// has no selection.
    @discardableResult
    public func performSelectRow(_ index: Int, extending: Bool = false) -> Bool {
        guard let rows = shownRows else { return performSelectCell(index, extending: extending) }
        guard rows.mode != .none, index >= 0, index < rows.count else { return false }
        let position = UInt32(index)
        if extending, rows.mode == .multiple, rows.model.isSelected(position: position) {
            _ = rows.model.unselectItem(position: position)
        } else {
            _ = rows.model.selectItem(position: position, unselectRest: !extending)
        }
        return true
    }

    /// Selects the rows in `rows` of a list or column view (or of the one a
    /// scrolled window shows) and no others, as a Shift-click does; false
    /// when the view has no multiple selection or the rows are not all in it.
    @discardableResult
    public func performSelectRows(_ rows: ClosedRange<Int>) -> Bool {
        guard let shown = shownRows else { return performSelectCells(rows) }
        guard shown.mode == .multiple, rows.lowerBound >= 0, rows.upperBound < shown.count
        else { return false }
        _ = shown.model.selectRange(
            position: UInt32(rows.lowerBound), nItems: UInt32(rows.count), unselectRest: true)
        return true
    }

    /// Activates the row at `index` of a list or column view (or of the one a
    /// scrolled window shows), as Enter or a double-click does.
    @discardableResult
    public func performActivateRow(_ index: Int) -> Bool {
        guard let rows = shownRows else { return performActivateCell(index) }
        guard index >= 0, index < rows.count else { return false }
        return gtk_widget_activate_action_variant(
            rows.listView.widget, "list.activate-item", g_variant_new_uint32(guint(index))) != 0
    }

    /// The rows of this list or column view, or of the one this scrolled window shows.
    private var shownRows: ShownRows? {
        let view = (self as? ScrolledWindow)?.child ?? self
        if let list = view as? ListView, let model = list.selectionModel {
            return ShownRows(
                model: model, count: list.count, mode: list.rowSelection, listView: list)
        }
        guard let columns = view as? ColumnView, let model = columns.model,
            // A column view shows its rows in a list view of its own, whose
            // actions activate them.
            let list = columns.children.first(where: { ListView.isInstance($0.pointer) })
        else { return nil }
        let mode: SelectionMode =
            model.wrapped(as: MultiSelection.self) != nil
            ? .multiple : model.wrapped(as: SingleSelection.self) != nil ? .single : .none
        // Every selection model is a list model (GIR's prerequisite).
        let count = Int(g_list_model_get_n_items(OpaquePointer(model.pointer)))
        return ShownRows(model: model, count: count, mode: mode, listView: list)
    }

    /// Moves a slider or spin button to `value`, as dragging or typing a number does.
    @discardableResult
    public func performAdjust(to value: Double) -> Bool {
        if gtkhooks_is_spin_button(pointer) != 0 {
            gtk_spin_button_set_value(gtkhooks_spin_button(pointer), value)
            return true
        }
        guard gtkhooks_is_range(pointer) != 0 else { return false }
        gtk_range_set_value(gtkhooks_range(pointer), value)
        return true
    }

    /// Opens a menu button's menu.
    @discardableResult
    public func performOpenMenu() -> Bool {
        guard gtkhooks_is_menu_button(pointer) != 0 else { return false }
        gtk_menu_button_popup(gtkhooks_menu_button(pointer))
        return true
    }

    /// Activates the GAction `name` (such as `menu.item-1`) as seen from this
    /// widget, as a menu item or a shortcut does; false if none is found.
    @discardableResult
    public func performAction(_ name: String) -> Bool {
        gtk_widget_activate_action_variant(widget, name, nil) != 0
    }
}

/// The selectable rows of a list or column view, for the test actions.
@MainActor private struct ShownRows {
    let model: any SelectionModel
    let count: Int
    let mode: SelectionMode
    /// The list view whose `list.activate-item` action activates a row.
    let listView: Widget
}
