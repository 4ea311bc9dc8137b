// The table's data and what the triggers do to it: the reducer of the GtkHooks
// program, and the model both programs are checked against after each sample.

import TableBenchmarkRows

/// What a trigger or a preparation does to the table, with its rows drawn.
enum TableAction: Sendable {
    case replace([Row])
    case append([Row])
    case updateEveryTenth
    case select(Int?)
    case swapRows
    case remove(Int)
    case clear
    /// Untimed preparation: reach exactly these rows, keeping the rows that
    /// fit, trimming or adding at the end and undoing updated labels.
    case restore([Row])
}

/// The rows in order and the selected row's id.
struct TableState: Equatable {
    var rows: [Row] = []
    var selected: Int?
}

func reduce(_ state: TableState, _ action: TableAction) -> TableState {
    var state = state
    switch action {
    case .replace(let rows), .restore(let rows): state.rows = rows
    case .append(let rows): state.rows += rows
    case .updateEveryTenth:
        for index in stride(from: 0, to: state.rows.count, by: 10) {
            state.rows[index].label += updateSuffix
        }
    case .select(let id): state.selected = id
    case .swapRows:
        if state.rows.count > 998 { state.rows.swapAt(1, 998) }
    case .remove(let id): state.rows.removeAll { $0.id == id }
    case .clear: state.rows = []
    }
    return state
}

/// The one label stream of a process, shared by the buttons and the harness.
@MainActor final class RowSource {
    private var factory = RowFactory()

    /// `count` new rows.
    func make(_ count: Int) -> [Row] { factory.make(count) }
}

/// The app's buttons, in order, and the action each one's handler dispatches.
enum TableButton: Int, CaseIterable {
    case run, runlots, add, update, clear, swaprows

    var title: String { "\(self)" }

    @MainActor func action(_ source: RowSource) -> TableAction {
        switch self {
        case .run: .replace(source.make(1_000))
        case .runlots: .replace(source.make(10_000))
        case .add: .append(source.make(1_000))
        case .update: .updateEveryTenth
        case .clear: .clear
        case .swaprows: .swapRows
        }
    }
}
