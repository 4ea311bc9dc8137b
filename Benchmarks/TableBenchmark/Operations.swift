// The nine operations of Docs/Benchmarks.md ("The table operations"): start
// state, samples, weight, and the trigger (the function a button's handler
// calls), drawing its rows inside the timed part in both programs.

import TableBenchmarkRows

/// The state an operation starts from: row count and selected row (1-based).
struct StartState {
    var rows: Int
    var selected: Int?

    /// The rows and selection to reach from `state` with the least work: keep
    /// the rows that fit with their first labels, add new rows at the end.
    @MainActor func reach(from state: TableState, source: RowSource) -> TableState {
        var rows = state.rows.prefix(self.rows).map { Row(id: $0.id, label: $0.originalLabel) }
        if rows.count < self.rows { rows += source.make(self.rows - rows.count) }
        return TableState(rows: rows, selected: selected.map { rows[$0 - 1].id })
    }
}

struct TableOperation: Sendable {
    let id: String
    let name: String
    let start: StartState
    let samples: Int
    let weight: Double
    /// Rows the operation creates, changes, moves or removes, and rows it leaves
    /// as they were: what framework instructions are divided by.
    var touched = 0
    var unchanged = 0
    /// Makes the action the trigger performs, given the rows before it.
    let trigger: @MainActor @Sendable (RowSource, TableState) -> TableAction
}

extension StartState: Sendable {}

let tableOperations: [TableOperation] = [
    TableOperation(
        id: "B01", name: "create 1,000 rows", start: StartState(rows: 0), samples: 15,
        weight: 0.6428, touched: 1_000, unchanged: 0,
        trigger: { source, _ in TableButton.run.action(source) }),
    TableOperation(
        id: "B02", name: "replace all 1,000 rows", start: StartState(rows: 1_000), samples: 15,
        weight: 0.5607, touched: 2_000, unchanged: 0,
        trigger: { source, _ in TableButton.run.action(source) }),
    TableOperation(
        id: "B03", name: "update every 10th row", start: StartState(rows: 1_000), samples: 15,
        weight: 0.5644, touched: 100, unchanged: 900,
        trigger: { source, _ in TableButton.update.action(source) }),
    TableOperation(
        id: "B04", name: "select row 2", start: StartState(rows: 1_000, selected: 5), samples: 25,
        weight: 0.1926, touched: 2, unchanged: 998,
        trigger: { _, state in .select(state.rows[1].id) }),
    TableOperation(
        id: "B05", name: "swap rows 2 and 999", start: StartState(rows: 1_000), samples: 15,
        weight: 0.1320, touched: 2, unchanged: 998,
        trigger: { source, _ in TableButton.swaprows.action(source) }),
    TableOperation(
        id: "B06", name: "remove row 4", start: StartState(rows: 1_000), samples: 15,
        weight: 0.5277, touched: 1, unchanged: 999,
        trigger: { _, state in .remove(state.rows[3].id) }),
    TableOperation(
        id: "B07", name: "create 10,000 rows", start: StartState(rows: 0), samples: 15,
        weight: 0.5644, touched: 10_000, unchanged: 0,
        trigger: { source, _ in TableButton.runlots.action(source) }),
    TableOperation(
        id: "B08", name: "append 1,000 rows", start: StartState(rows: 1_000), samples: 15,
        weight: 0.5508, touched: 1_000, unchanged: 1_000,
        trigger: { source, _ in TableButton.add.action(source) }),
    TableOperation(
        id: "B09", name: "clear 1,000 rows", start: StartState(rows: 1_000), samples: 15,
        weight: 0.4226, touched: 1_000, unchanged: 0,
        trigger: { source, _ in TableButton.clear.action(source) }),
]

/// Warm-up rounds before the samples of each operation.
let warmUpRounds = 5
