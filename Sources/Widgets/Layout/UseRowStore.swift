import Hooks

/// A ``RowStore`` kept for the component's life, made from `initialRows` on
/// mount; each change made through the store renders the component again.
///
///     let notes = useRowStore { Note.sample }
///     List(notes, id: \.id) { NoteRow(note: $0) }
///     Button("Remove first") { notes.remove(at: 0) }
///
/// `fileID` and `line` name this call across hot reloads (`HookCallSite`):
/// leave them to their defaults.
@MainActor
@inlinable
public func useRowStore<Row>(
    _ initialRows: @escaping () -> [Row], fileID: StaticString = #fileID, line: UInt = #line
) -> RowStore<Row> {
    useHook(RowStoreHook(initialRows: initialRows), fileID: fileID, line: line)
}

/// The hook of ``useRowStore(_:fileID:line:)``: the store is the slot's state.
@usableFromInline
struct RowStoreHook<Row>: Hook {
    @usableFromInline let initialRows: () -> [Row]

    @usableFromInline
    init(initialRows: @escaping () -> [Row]) { self.initialRows = initialRows }

    @inlinable
    var updateStrategy: HookUpdateStrategy? { .once }

    @inlinable
    func makeState() -> RowStore<Row> { RowStore(initialRows()) }

    @inlinable
    func value(coordinator: Coordinator) -> RowStore<Row> {
        let store = coordinator.state
        store.onChange = coordinator.detachedUpdateView
        return store
    }
}
