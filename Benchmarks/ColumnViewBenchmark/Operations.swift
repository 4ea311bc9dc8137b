// The six operations of issue 30's table figures, run in one program.

import BenchmarkMeasures
import CCallgrind
import Foundation
import Gtk

/// The operations, in the order each round runs them.
let operations = [
    "first frame", "scroll by 1,000 rows", "sort by a column", "sort, sort(by:)",
    "change the selection",
    "update one row", "remove one row",
]

/// Memory and CPU figures of one program's run: its first frame's, and its
/// heap once every operation ran.
struct RunCost {
    /// Growth of the resident set, MiB.
    var residentMiB: Double
    /// Growth of malloc's heap in use, MiB.
    var heapMiB: Double
    /// The main thread's CPU time, ms.
    var cpuMilliseconds: Double
    /// Growth of malloc's heap in use from before the first frame to after
    /// the last operation, MiB.
    var heapAfterOperationsMiB = 0.0
}

/// Runs every operation on `program` with `meter` (the round's figures are
/// kept when `recorded`), checking after each that the program shows the
/// expected rows and selection, and returns its memory and CPU costs.
@MainActor func runOperations(
    _ program: TableProgram, named name: String, meter: Meter, recorded: Bool
) async -> RunCost {
    var expected = makeRows()
    var selectedID: Int?
    let rows = expected
    let resident = residentMiB()
    let heap = Double(gtkhooks_heap_in_use()) / 1_048_576
    let cpu = threadCPUMilliseconds()
    await meter.measure(
        operations[0], of: program, named: name, recorded: recorded,
        until: { program.scrolled.maximumVerticalOffset > 0 }, { program.show(rows) })
    var cost = RunCost(
        residentMiB: residentMiB() - resident,
        heapMiB: Double(gtkhooks_heap_in_use()) / 1_048_576 - heap,
        cpuMilliseconds: threadCPUMilliseconds() - cpu)
    check(program, named: name, shows: expected, selecting: selectedID, after: operations[0])

    // The first scroll binds the list items the view keeps beyond the first
    // screen; the measured one rebinds every shown row.
    let rowHeight = (program.scrolled.maximumVerticalOffset + 600) / Double(rowCount)
    await meter.measure("warm-up scroll", of: program, named: name, recorded: false) {
        program.scrolled.verticalOffset += rowHeight * 1_000
    }
    await meter.measure(operations[1], of: program, named: name, recorded: recorded) {
        program.scrolled.verticalOffset += rowHeight * 1_000
    }
    check(program, named: name, shows: expected, selecting: selectedID, after: operations[1])
    let visible = Int(program.scrolled.verticalOffset / rowHeight) + 2
    let changes: [(program: @MainActor () -> Void, expected: (inout [Row]) -> Void)] = [
        ({ program.sortByName() }, { $0.sort { $0.name < $1.name } }),
        ({ program.sortByCity() }, { $0.sort { $0.city < $1.city } }),
        ({ program.select(position: visible + 1) }, { selectedID = $0[visible + 1].id }),
        ({ program.updateName(at: visible + 2) }, { $0[visible + 2].name += " !!!" }),
        ({ program.remove(at: visible + 3) }, { $0.remove(at: visible + 3) }),
    ]
    for (operation, change) in zip(operations.dropFirst(2), changes) {
        await meter.measure(operation, of: program, named: name, recorded: recorded, change.program)
        change.expected(&expected)
        check(program, named: name, shows: expected, selecting: selectedID, after: operation)
    }
    cost.heapAfterOperationsMiB = Double(gtkhooks_heap_in_use()) / 1_048_576 - heap
    program.close()
    try? await Task.sleep(for: .milliseconds(50))
    return cost
}

/// Stops the run when `program` does not show `expected`, with the row of
/// `selectedID` selected alone (none when nil), after `operation`.
@MainActor private func check(
    _ program: TableProgram, named name: String, shows expected: [Row], selecting selectedID: Int?,
    after operation: String
) {
    guard
        let problem = problemWithShownRows(of: program.window, expected: expected)
            ?? problemWithSelection(
                of: program.window, expected: expected, selectedID: selectedID)
    else { return }
    print("\(name), after \(operation): \(problem); stopping")
    exit(1)
}
