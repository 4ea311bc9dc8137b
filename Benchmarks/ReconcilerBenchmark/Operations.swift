// The nine table operations (Docs/Benchmarks.md, "The table operations"),
// for both programs: reach the start state untimed, then time the trigger.

import Reconciler
import TableBenchmarkRows
import TestHost
import Widgets

/// The start state of an operation: row count, and the selected row (1-based).
struct StartState {
    var rows: Int
    var selected: Int?
}

struct Operation {
    let id: String
    let name: String
    let start: StartState
    let samples: Int
    /// Calls the trigger of the GtkHooks app.
    let hooks: @MainActor (TableController, _ startRows: [Row]) -> Void
    /// Does the same widget work by hand.
    let vanilla: @MainActor (VanillaTable, _ startRows: [Row]) -> Void
    /// Rows expected afterwards.
    let rowsAfter: Int
}

let operations: [Operation] = [
    Operation(
        id: "B01", name: "create 1,000 rows", start: StartState(rows: 0), samples: 15,
        hooks: { table, _ in table.send(.replace(table.factory.make(1_000))) },
        vanilla: { table, _ in table.replace(table.factory.make(1_000)) }, rowsAfter: 1_000),
    Operation(
        id: "B02", name: "replace all 1,000 rows", start: StartState(rows: 1_000), samples: 15,
        hooks: { table, _ in table.send(.replace(table.factory.make(1_000))) },
        vanilla: { table, _ in table.replace(table.factory.make(1_000)) }, rowsAfter: 1_000),
    Operation(
        id: "B03", name: "update every 10th row", start: StartState(rows: 1_000), samples: 15,
        hooks: { table, _ in table.send(.updateEveryTenth) },
        vanilla: { table, _ in table.updateEveryTenth() },
        rowsAfter: 1_000),
    Operation(
        id: "B04", name: "select row 2", start: StartState(rows: 1_000, selected: 5), samples: 25,
        hooks: { table, rows in table.send(.select(rows[1].id)) },
        vanilla: { table, rows in table.select(rows[1].id) },
        rowsAfter: 1_000),
    Operation(
        id: "B05", name: "swap rows 2 and 999", start: StartState(rows: 1_000), samples: 15,
        hooks: { table, _ in table.send(.swapRows) }, vanilla: { table, _ in table.swapRows() },
        rowsAfter: 1_000),
    Operation(
        id: "B06", name: "remove row 4", start: StartState(rows: 1_000), samples: 15,
        hooks: { table, rows in table.send(.remove(rows[3].id)) },
        vanilla: { table, _ in table.remove(at: 3) },
        rowsAfter: 999),
    Operation(
        id: "B07", name: "create 10,000 rows", start: StartState(rows: 0), samples: 15,
        hooks: { table, _ in table.send(.replace(table.factory.make(10_000))) },
        vanilla: { table, _ in table.replace(table.factory.make(10_000)) }, rowsAfter: 10_000),
    Operation(
        id: "B08", name: "append 1,000 rows", start: StartState(rows: 1_000), samples: 15,
        hooks: { table, _ in table.send(.append(table.factory.make(1_000))) },
        vanilla: { table, _ in table.append(table.factory.make(1_000)) }, rowsAfter: 2_000),
    Operation(
        id: "B09", name: "clear 1,000 rows", start: StartState(rows: 1_000), samples: 15,
        hooks: { table, _ in table.send(.clear) }, vanilla: { table, _ in table.clear() },
        rowsAfter: 0),
]

/// The weights of the geometric mean, B01 to B09.
let weights = [0.6428, 0.5607, 0.5644, 0.1926, 0.1320, 0.5277, 0.5644, 0.5508, 0.4226]
