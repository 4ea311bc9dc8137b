// The figures of a run, side by side: printed, and written as JSON.

import BenchmarkMeasures
import Foundation

/// Prints each operation's figure for the three programs and the ratios of
/// the toolkit's two to the hand-written one, and the first frame's memory
/// and CPU; writes them to `ColumnViewBenchmark.json`
/// (`ColumnViewInstructions.json` for instruction counts).
@MainActor func printReport() {
    let (hooks, vanilla, store) = (programNames[0], programNames[1], programNames[2])
    var report: [String: Any] = ["rows": rowCount, "columns": columnTitles.count]
    if meter.countsInstructions {
        print("Table of \(rowCount) rows x 4, instructions (lower of \(rounds - 1) rounds)")
        for operation in operations {
            let counts = [hooks, vanilla, store].map {
                Double(meter.instructions[$0]?[operation]?.min() ?? 0)
            }
            printLine(operation, counts.map { $0 / 1e6 }, unit: "M")
            report[operation] = [
                "hooks": counts[0], "vanilla": counts[1], "ratio": counts[0] / counts[1],
                "rowStore": counts[2], "rowStoreRatio": counts[2] / counts[1],
            ]
        }
        try? writeBenchmarkReport(report, named: "ColumnViewInstructions")
        return
    }
    print("Table of \(rowCount) rows x 4: medians of \(rounds - 1) rounds, call to painted frame")
    for operation in operations {
        let times = [hooks, vanilla, store].map { median(meter.times[$0]?[operation] ?? []) }
        printLine(operation, times, unit: " ms")
        report[operation] = [
            "hooksMs": times[0], "vanillaMs": times[1], "ratio": times[0] / times[1],
            "rowStoreMs": times[2], "rowStoreRatio": times[2] / times[1],
        ]
    }
    let costs: [(String, KeyPath<RunCost, Double>, String)] = [
        ("first frame, main thread CPU", \.cpuMilliseconds, " ms"),
        ("first frame, heap in use growth", \.heapMiB, " MiB"),
        ("first frame, resident growth", \.residentMiB, " MiB"),
        ("heap in use growth, all operations", \.heapAfterOperationsMiB, " MiB"),
    ]
    for (label, keyPath, unit) in costs {
        let values = [hooks, vanilla, store].map {
            median(runCosts[$0]?.map { $0[keyPath: keyPath] } ?? [])
        }
        printLine(label, values, unit: unit)
        report[label] = [
            "hooks": values[0], "vanilla": values[1], "ratio": values[0] / values[1],
            "rowStore": values[2], "rowStoreRatio": values[2] / values[1],
        ]
    }
    try? writeBenchmarkReport(report, named: "ColumnViewBenchmark")
}

/// One line of the table: the operation, the figures of the `Table` over an
/// array, of the hand-written program and of the `Table` over a `RowStore`,
/// and the ratios of the first and the last to the hand-written one.
private func printLine(_ label: String, _ figures: [Double], unit: String) {
    let figure = { (value: Double) in String(format: "%9.2f", value) + unit }
    print(
        label.padding(toLength: 36, withPad: " ", startingAt: 0),
        "GtkHooks \(figure(figures[0]))  hand-written \(figure(figures[1]))",
        String(format: " ratio %5.2f", figures[0] / figures[1]),
        " RowStore \(figure(figures[2]))", String(format: " ratio %5.2f", figures[2] / figures[1]))
}
