// The table app of Docs/Benchmarks.md ("The table operations"), as a
// component tree: buttons, and a vertical stack of keyed rows in a scroll
// view. A row is an HStack with the id, a flat button with the label (click
// selects), a delete button and an expanding spacer; the selected row has the
// CSS class `danger`.

import Hooks
import Reconciler
import TableBenchmarkRows
import TestHost
import Widgets

/// Where the trigger functions reach the app's `dispatch`.
@MainActor final class TableController {
    var dispatch: (@Sendable (TableAction) -> Void)?
    var factory = RowFactory()
    weak var host: TestHost?

    func send(_ action: TableAction) { dispatch?(action) }
}

struct TableApp: HookView {
    let controller: TableController

    var hookBody: some View {
        let (state, dispatch) = useReducer(reduce, initialState: TableState())
        let controller = controller
        controller.dispatch = dispatch
        VStack {
            HStack {
                Button("run") { controller.send(.replace(controller.factory.make(1_000))) }
                Button("runlots") { controller.send(.replace(controller.factory.make(10_000))) }
                Button("add") { controller.send(.append(controller.factory.make(1_000))) }
                Button("update") { controller.send(.updateEveryTenth) }
                Button("clear") { controller.send(.clear) }
                Button("swaprows") { controller.send(.swapRows) }
            }
            ScrollView {
                VStack {
                    ForEach(state.rows, id: \.id) { row in
                        RowView(row: row, isSelected: row.id == state.selected, dispatch: dispatch)
                    }
                }
            }
            .expand(horizontally: true, vertically: true)
        }
    }
}
