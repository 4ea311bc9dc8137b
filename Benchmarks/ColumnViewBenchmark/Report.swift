// The figures of a run, side by side: printed, and written as JSON.

import BenchmarkMeasures
import Foundation

/// Prints each operation's figure for both programs and their ratio, and the
/// first frame's memory and CPU; writes them to `ColumnViewBenchmark.json`
/// (`ColumnViewInstructions.json` for instruction counts).
@MainActor func printReport() {
    let (hooks, vanilla) = (programNames[0], programNames[1])
    var report: [String: Any] = ["rows": rowCount, "columns": columnTitles.count]
    if meter.countsInstructions {
        print("Table of \(rowCount) rows x 4, instructions (lower of \(rounds - 1) rounds)")
        for operation in operations {
            let counts = [hooks, vanilla].map {
                Double(meter.instructions[$0]?[operation]?.min() ?? 0)
            }
            printLine(operation, counts[0] / 1e6, counts[1] / 1e6, unit: "M")
            report[operation] = [
                "hooks": counts[0], "vanilla": counts[1], "ratio": counts[0] / counts[1],
            ]
        }
        try? writeBenchmarkReport(report, named: "ColumnViewInstructions")
        return
    }
    print("Table of \(rowCount) rows x 4: medians of \(rounds - 1) rounds, call to painted frame")
    for operation in operations {
        let times = [hooks, vanilla].map { median(meter.times[$0]?[operation] ?? []) }
        printLine(operation, times[0], times[1], unit: " ms")
        report[operation] = [
            "hooksMs": times[0], "vanillaMs": times[1], "ratio": times[0] / times[1],
        ]
    }
    let costs: [(String, KeyPath<RunCost, Double>, String)] = [
        ("first frame, main thread CPU", \.cpuMilliseconds, " ms"),
        ("first frame, heap in use growth", \.heapMiB, " MiB"),
        ("first frame, resident growth", \.residentMiB, " MiB"),
        ("heap in use growth, all operations", \.heapAfterOperationsMiB, " MiB"),
    ]
    for (label, keyPath, unit) in costs {
        let values = [hooks, vanilla].map {
            median(runCosts[$0]?.map { $0[keyPath: keyPath] } ?? [])
        }
        printLine(label, values[0], values[1], unit: unit)
        report[label] = ["hooks": values[0], "vanilla": values[1], "ratio": values[0] / values[1]]
    }
    try? writeBenchmarkReport(report, named: "ColumnViewBenchmark")
}

/// One line of the table: the operation, both figures and their ratio.
private func printLine(_ label: String, _ hooks: Double, _ vanilla: Double, unit: String) {
    let figure = { (value: Double) in String(format: "%9.2f", value) + unit }
    print(
        label.padding(toLength: 36, withPad: " ", startingAt: 0),
        "GtkHooks \(figure(hooks))  hand-written \(figure(vanilla))",
        String(format: " ratio %5.2f", hooks / vanilla))
}
