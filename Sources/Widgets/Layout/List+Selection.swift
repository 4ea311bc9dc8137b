import Hooks
import Reconciler

extension List {
    /// One row per element of `data`, keyed by `id`; the user selects at most
    /// one row, whose id `selection` holds (nil for none).
    ///
    /// ```swift
    /// List(notes, id: \.id, selection: $selectedNote) { NoteRow(note: $0) }
    /// ```
    ///
    /// The selection follows the row's id through inserts, removals and
    /// moves; when the id leaves `data`, `selection` becomes nil.
    @inlinable public init<Data: RandomAccessCollection, ID: Hashable, Row: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>,
        @ViewBuilder row: @escaping (Data.Element) -> Row
    ) {
        self.init(data, id: id, row: row)
        (self.selection, onSelectionChange) = RowSelection.bound(to: selection)
    }

    /// One row per element of `data`, keyed by `id`; the user selects any
    /// number of rows (Ctrl and Shift clicks, Ctrl+A), whose ids `selection` holds.
    ///
    /// ```swift
    /// List(files, id: \.path, selection: $chosen) { FileRow(file: $0) }
    /// ```
    ///
    /// The selection follows each row's id through inserts, removals and
    /// moves; an id that leaves `data` leaves `selection`.
    @inlinable public init<Data: RandomAccessCollection, ID: Hashable, Row: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<ID>>,
        @ViewBuilder row: @escaping (Data.Element) -> Row
    ) {
        self.init(data, id: id, row: row)
        (self.selection, onSelectionChange) = RowSelection.bound(to: selection)
    }

    /// One row per element of `data`, keyed by the element's `id`.
    @inlinable public init<Data: RandomAccessCollection, Row: View>(
        _ data: Data, @ViewBuilder row: @escaping (Data.Element) -> Row
    ) where Data.Element: Identifiable {
        self.init(data, id: \.id, row: row)
    }

    /// One row per element of `data`, keyed by the element's `id`; the user
    /// selects at most one row, whose id `selection` holds.
    @inlinable public init<Data: RandomAccessCollection, Row: View>(
        _ data: Data, selection: Binding<Data.Element.ID?>,
        @ViewBuilder row: @escaping (Data.Element) -> Row
    ) where Data.Element: Identifiable {
        self.init(data, id: \.id, selection: selection, row: row)
    }

    /// One row per element of `data`, keyed by the element's `id`; the user
    /// selects any number of rows, whose ids `selection` holds.
    @inlinable public init<Data: RandomAccessCollection, Row: View>(
        _ data: Data, selection: Binding<Set<Data.Element.ID>>,
        @ViewBuilder row: @escaping (Data.Element) -> Row
    ) where Data.Element: Identifiable {
        self.init(data, id: \.id, selection: selection, row: row)
    }

    /// Calls `action` with a row's id when the user activates the row.
    ///
    /// Enter on the focused row or a double-click activates it. `ID` is the
    /// list's id type; an id of another type is not passed on.
    ///
    /// ```swift
    /// List(notes, id: \.id, selection: $selected) { NoteRow(note: $0) }
    ///     .onActivate { (id: Note.ID) in open(id) }
    /// ```
    public func onActivate<ID: Hashable>(_ action: @escaping @MainActor (ID) -> Void) -> List {
        var list = self
        list.onActivateRow = { key in
            if let id = key.base as? ID { action(id) }
        }
        return list
    }
}
