// Issue 30's table figures (BENCHMARKS.md section 10): the toolkit's `Table`
// of 100,000 rows x 4 text columns, over an array and over a `RowStore`,
// against a hand-written `GtkColumnView` with the same model, factories and
// sorting, in one process, the programs taking turns round by round (each
// round starts with another one).
// Each operation runs from its call to the window's next painted frame.
// `--instructions <callgrind out file>` (`make bench-instructions`) counts
// those stretches under callgrind instead of timing them. After every
// operation each program must show the expected rows, or the run stops.
// `COLUMNVIEW_BENCHMARK_ROUNDS=3` narrows a run.

import BenchmarkMeasures
import CCallgrind
import Foundation
import Gtk

let instructionsOutFile: String? = CommandLine.arguments.firstIndex(of: "--instructions").map {
    $0 + 1 < CommandLine.arguments.count ? CommandLine.arguments[$0 + 1] : "callgrind.out"
}
if instructionsOutFile != nil, gtkhooks_callgrind_running() == 0 {
    print("ColumnViewBenchmark --instructions runs under valgrind --tool=callgrind")
    exit(2)
}
/// Rounds of both programs; the first is a warm-up and not recorded.
///
/// `COLUMNVIEW_BENCHMARK_ROUNDS` overrides the default.
let rounds =
    ProcessInfo.processInfo.environment["COLUMNVIEW_BENCHMARK_ROUNDS"].flatMap { Int($0) }
    .map { max($0, 2) } ?? (instructionsOutFile == nil ? 8 : 3)
let programNames = ["GtkHooks Table", "hand-written", "GtkHooks RowStore"]
let meter = Meter(callgrindOutFile: instructionsOutFile)
var runCosts: [String: [RunCost]] = [:]

let status = Application.run(isUnique: false, arguments: [CommandLine.arguments[0]]) {
    application in
    application.hold()
    Task { @MainActor in
        for round in 0..<rounds {
            let first = round % programNames.count
            let order = programNames[first...] + programNames[..<first]
            for name in order {
                let program: TableProgram =
                    switch name {
                    case programNames[0]: HooksTable(application: application)
                    case programNames[2]: HooksTable(application: application, rowStore: true)
                    default: VanillaColumnView(application: application)
                    }
                let cost = await runOperations(
                    program, named: name, meter: meter, recorded: round > 0)
                if round > 0 { runCosts[name, default: []].append(cost) }
            }
        }
        application.release()
        application.quit()
    }
}
printReport()
exit(status)
