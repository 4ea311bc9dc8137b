// Headless timing of the nine table operations of BENCHMARKS.md section 1b on
// TestHost: GtkHooks (render, diff and commit timed separately, host-operation
// counts) against the same widget work done by hand, run by run alternately.
// Prints a table; writes JSON to the path given as first argument, and to
// $GTKHOOKS_BENCH_DIR/ReconcilerBenchmark.json when that is set (make bench).

import Foundation
@_spi(Testing) import Reconciler
import TestHost

/// Medians of one operation, in milliseconds.
struct Result {
    let operation: Operation
    var total: [Double] = []
    var render: [Double] = []
    var diff: [Double] = []
    var commit: [Double] = []
    var vanilla: [Double] = []
    var operations: [TestOperation.Kind: Int] = [:]

    var ratio: Double { median(total) / median(vanilla) }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted[sorted.count / 2]
}

func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e3 + Double(attoseconds) / 1e15
}

@MainActor func measure(_ operation: Operation, hooks: HooksTable, vanilla: VanillaTable) -> Result
{
    var result = Result(operation: operation)
    for round in 0..<(5 + operation.samples) {
        hooks.prepare(operation.start)
        hooks.host.clearTranscript()
        hooks.host.renderer.profile.reset()
        let start = ContinuousClock.now
        operation.hooks(hooks.controller, hooks.baseRows)
        hooks.host.scheduler.runRenders()
        let total = ContinuousClock.now - start
        let rows = hooks.controller.rows.count
        guard rows == operation.rowsAfter else {
            fatalError(
                "\(operation.id): \(rows) rows after the operation, not \(operation.rowsAfter)")
        }
        let transcript = hooks.host.transcript
        hooks.host.scheduler.flush()

        vanilla.prepare(operation.start)
        let vanillaStart = ContinuousClock.now
        operation.vanilla(vanilla, vanilla.baseRows)
        let vanillaTotal = ContinuousClock.now - vanillaStart
        guard vanilla.count == operation.rowsAfter else {
            fatalError("\(operation.id): vanilla has \(vanilla.count) rows")
        }

        guard round >= 5 else { continue }
        let profile = hooks.host.renderer.profile
        result.total.append(milliseconds(total))
        result.render.append(milliseconds(profile.render))
        result.diff.append(milliseconds(profile.diff))
        result.commit.append(milliseconds(profile.commit))
        result.vanilla.append(milliseconds(vanillaTotal))
        result.operations = Dictionary(grouping: transcript, by: \.kind).mapValues(\.count)
    }
    return result
}

func format(_ value: Double) -> String { String(format: "%8.3f", value) }

@MainActor func run() {
    let hooks = HooksTable()
    let vanilla = VanillaTable()
    var results: [Result] = []
    print("ReconcilerBenchmark: nine table operations on TestHost, medians in ms")
    print(
        "id   operation                 total   render     diff   commit  vanilla  ratio  host ops")
    let only = ProcessInfo.processInfo.environment["RECONCILER_BENCHMARK_ONLY"]
    for operation in operations where only == nil || only == operation.id {
        let result = measure(operation, hooks: hooks, vanilla: vanilla)
        results.append(result)
        let kinds: [(TestOperation.Kind, String)] = [
            (.create, "create"), (.update, "update"), (.insert, "insert"), (.move, "move"),
            (.remove, "remove"),
        ]
        let counts = kinds.compactMap { kind, name in
            result.operations[kind].map { "\($0) \(name)" }
        }
        print(
            "\(operation.id)  \(operation.name.padding(toLength: 22, withPad: " ", startingAt: 0))"
                + " \(format(median(result.total))) \(format(median(result.render)))"
                + " \(format(median(result.diff))) \(format(median(result.commit)))"
                + " \(format(median(result.vanilla)))  \(String(format: "%5.2f", result.ratio))"
                + "  \(counts.joined(separator: ", "))")
    }
    let weighted = zip(results, weights).map { $1 * log($0.ratio) }.reduce(0, +)
    let mean = exp(weighted / weights.reduce(0, +))
    print(
        "weighted geometric mean of GtkHooks/vanilla (script, headless): \(String(format: "%.2f", mean))"
    )

    var paths = Array(CommandLine.arguments.dropFirst().prefix(1))
    if let directory = ProcessInfo.processInfo.environment["GTKHOOKS_BENCH_DIR"] {
        paths.append(directory + "/ReconcilerBenchmark.json")
    }
    guard !paths.isEmpty else { return }
    let entries = results.map { result in
        let counts = result.operations.map { "\"\($0.key)\":\($0.value)" }.sorted()
        return """
            {"id":"\(result.operation.id)","name":"\(result.operation.name)",\
            "totalMs":\(median(result.total)),"renderMs":\(median(result.render)),\
            "diffMs":\(median(result.diff)),"commitMs":\(median(result.commit)),\
            "vanillaMs":\(median(result.vanilla)),"ratio":\(result.ratio),\
            "hostOperations":{\(counts.joined(separator: ","))}}
            """
    }
    let json = """
        {"benchmark":"reconciler-table-headless","weightedGeometricMean":\(mean),\
        "operations":[\(entries.joined(separator: ","))]}

        """
    for path in paths {
        do {
            try json.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            print("could not write \(path): \(error)")
        }
    }
}

MainActor.assumeIsolated { run() }
