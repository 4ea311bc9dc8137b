// The second GtkHooks program, reported apart from the headline: the table's
// state in a `Store`, the table reading only the row ids and each row reading
// its own slice with `useStore`, so a dispatch renders only the rows whose
// slice changed (react-redux's `useSelector`).

import Gtk
import GtkHooks
import TableBenchmarkRows

/// A row's place: its id and its index in the rows.
private struct RowPlace: Equatable {
    let id: Int
    let index: Int
}

/// What a row shows; nil while the row at its index has another id (the
/// table re-renders with the new places in the same pass).
private struct RowSlice: Equatable {
    let row: Row
    let isSelected: Bool
}

/// The buttons, then the rows in a scroll view; renders only when ids change.
private struct StoreTableApp: HookView {
    let store: Store<TableState, TableAction>
    let source: RowSource

    var hookBody: some View {
        let ids = useStore(store) { $0.rows.map(\.id) }
        let store = store
        let source = source
        HStack {
            ForEach(TableButton.allCases, id: \.self) { button in
                Button(button.title) { store.dispatch(button.action(source)) }
            }
        }
        ScrollView {
            VStack {
                ForEach(ids.indices.map { RowPlace(id: ids[$0], index: $0) }, id: \.id) { place in
                    StoreRow(store: store, place: place)
                }
            }
        }
    }
}

/// One row, reading its row and whether it is selected from the store.
private struct StoreRow: HookView, Equatable {
    let store: Store<TableState, TableAction>
    let place: RowPlace

    nonisolated static func == (lhs: StoreRow, rhs: StoreRow) -> Bool {
        lhs.place == rhs.place && lhs.store === rhs.store
    }

    var hookBody: some View {
        let place = place
        let store = store
        let slice = useStore(store) { state -> RowSlice? in
            guard place.index < state.rows.count, state.rows[place.index].id == place.id else {
                return nil
            }
            return RowSlice(row: state.rows[place.index], isSelected: state.selected == place.id)
        }
        let id = place.id
        HStack {
            Text("\(id)")
            Button(slice?.row.label ?? "") { store.dispatch(.select(id)) }.cssClass("flat")
            Button(iconName: "window-close-symbolic") { store.dispatch(.remove(id)) }
                .cssClass("flat")
            Spacer().expand()
        }
        .cssClass("danger", when: slice?.isSelected ?? false)
    }
}

@MainActor final class StoreTable: TableProgram {
    private let store = Store(TableState(), reducer: reduce)
    private let scheduler = CommitStampingScheduler()
    private let renderer: Renderer

    init(window: Gtk.Window, source: RowSource) {
        let host = GtkHost()
        renderer = Renderer(
            host: host, container: host.makeContainer(in: window), scheduler: scheduler)
        renderer.render(StoreTableApp(store: store, source: source))
    }

    var lastCommitEnd: ContinuousClock.Instant? { scheduler.lastCommitEnd }

    func perform(_ action: TableAction) {
        store.dispatch(action)
    }

    func performAndCommit(_ action: TableAction) {
        scheduler.holdsRenders = true
        store.dispatch(action)
        scheduler.holdsRenders = false
        scheduler.runHeldRender()
    }
}
