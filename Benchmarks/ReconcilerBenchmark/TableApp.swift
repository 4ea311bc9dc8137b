// The benchmark app of BENCHMARK.md section 1, as a component tree: buttons,
// and a vertical stack of keyed rows in a scroll view. A row is an HStack with
// the id, a flat button with the label (click selects), a delete button and an
// expanding spacer; the selected row has the CSS class `danger`.

import Hooks
import Reconciler
import TableBenchmarkRows
import TestHost
import Widgets

/// What the buttons and rows do.
enum TableAction: Sendable {
    case replace([Row])
    case append([Row])
    case updateEveryTenth
    case select(Int)
    case swapRows
    case remove(Int)
    case clear
}

struct TableState {
    var rows: [Row] = []
    var selected: Int?
}

func reduce(_ state: TableState, _ action: TableAction) -> TableState {
    var state = state
    switch action {
    case .replace(let rows): state.rows = rows
    case .append(let rows): state.rows += rows
    case .updateEveryTenth:
        for index in stride(from: 0, to: state.rows.count, by: 10) {
            state.rows[index].label += " !!!"
        }
    case .select(let id): state.selected = id
    case .swapRows:
        if state.rows.count > 998 { state.rows.swapAt(1, 998) }
    case .remove(let id): state.rows.removeAll { $0.id == id }
    case .clear: state.rows = []
    }
    return state
}

/// Where the trigger functions reach the app's `dispatch`.
@MainActor final class TableController {
    var dispatch: (@Sendable (TableAction) -> Void)?
    var factory = RowFactory()
    weak var host: TestHost?

    func send(_ action: TableAction) { dispatch?(action) }
}

/// One row; skipped when equal (memo), like React rows in the benchmark.
struct RowView: View, Equatable {
    let row: Row
    let isSelected: Bool
    let dispatch: @Sendable (TableAction) -> Void

    nonisolated static func == (lhs: RowView, rhs: RowView) -> Bool {
        lhs.row == rhs.row && lhs.isSelected == rhs.isSelected
    }

    var body: some View {
        let id = row.id
        let dispatch = dispatch
        HStack {
            Text("\(id)")
            Button(row.label) { dispatch(.select(id)) }.cssClass("flat")
            Button(iconName: "window-close-symbolic") { dispatch(.remove(id)) }.cssClass("flat")
            Spacer().expand()
        }
        .cssClass("danger", when: isSelected)
    }
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
