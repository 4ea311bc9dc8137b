// Issue 32's canvas figures (BENCHMARKS.md section 11): 1,000 bars drawn by
// a `Canvas` against a hand-written `GtkDrawingArea` drawing the same bars,
// in one process, the programs taking turns round by round.
// Each operation runs from its call to the window's next painted frame.
// `--instructions <callgrind out file>` counts those stretches under
// callgrind instead of timing them. `CANVAS_BENCHMARK_ROUNDS=3` narrows a run;
// `CANVAS_BENCHMARK_PART=shapes` (or `bars`) runs one part only.

import BenchmarkMeasures
import CCallgrind
import Foundation
@_spi(Testing) import Gtk
@_spi(Testing) import GtkHost

let instructionsOutFile: String? = CommandLine.arguments.firstIndex(of: "--instructions").map {
    $0 + 1 < CommandLine.arguments.count ? CommandLine.arguments[$0 + 1] : "callgrind.out"
}
if instructionsOutFile != nil, gtkhooks_callgrind_running() == 0 {
    print("CanvasBenchmark --instructions runs under valgrind --tool=callgrind")
    exit(2)
}
let rounds =
    ProcessInfo.processInfo.environment["CANVAS_BENCHMARK_ROUNDS"].flatMap { Int($0) }
    .map { max($0, 2) } ?? (instructionsOutFile == nil ? 21 : 3)
let programNames = ["GtkHooks Canvas", "hand-written"]
let operations = ["change one bar", "change unrelated state"]
let barCount = 1_000
let part = ProcessInfo.processInfo.environment["CANVAS_BENCHMARK_PART"]

/// Milliseconds or instructions, by program, by operation.
var figures: [String: [String: [Double]]] = [:]
/// Canvas draws during the unrelated changes of the GtkHooks program.
var unrelatedDraws = 0
var dumps = instructionsOutFile.map(CallgrindDumps.init(outFile:))

/// Runs `trigger`, waits for the next painted frame and records the stretch.
@MainActor func measure(
    _ operation: String, of name: String, in window: Gtk.Window, recorded: Bool,
    _ trigger: () -> Void
) async {
    let start = ContinuousClock.now
    if dumps != nil { gtkhooks_callgrind_start() }
    trigger()
    await nextPaintedFrame(of: window)
    let figure: Double
    if dumps != nil {
        let dumpName = "\(name)-\(operation)".filter { $0.isLetter || $0.isNumber || $0 == "-" }
        dumpName.withCString { gtkhooks_callgrind_stop($0) }
        figure = Double(dumps!.next(named: dumpName))
    } else {
        figure = elapsed(since: start)
    }
    if recorded { figures[name, default: [:]][operation, default: []].append(figure) }
}

/// Shows the bars, then changes one bar and the unrelated label `steps` times each.
@MainActor func run(_ program: BarsProgram, named name: String, recorded: Bool) async {
    program.show((0..<barCount).map { Double($0 % 100) / 100 })
    for _ in 0..<3 { await nextPaintedFrame(of: program.window) }
    for step in 1...5 {
        await measure(operations[0], of: name, in: program.window, recorded: recorded) {
            program.setBar(step * 97 % barCount, to: Double(step) / 10)
        }
        let draws = CanvasCounters.draws
        await measure(operations[1], of: name, in: program.window, recorded: recorded) {
            program.setNote("note \(step)")
        }
        if name == programNames[0], recorded { unrelatedDraws += CanvasCounters.draws - draws }
    }
    program.close()
}

Instrumentation.isEnabled = true
let status = Application.run(isUnique: false, arguments: [CommandLine.arguments[0]]) {
    application in
    application.hold()
    Task { @MainActor in
        for round in 0..<rounds where part != "shapes" {
            let order = round % 2 == 0 ? programNames : programNames.reversed()
            for name in order {
                let program: BarsProgram =
                    name == programNames[0]
                    ? HooksBars(application: application) : VanillaBars(application: application)
                await run(program, named: name, recorded: round > 0)
            }
        }
        for round in 0..<rounds where part != "bars" {
            let order = round % 2 == 0 ? shapePrograms : shapePrograms.reversed()
            for name in order {
                await runShapes(
                    labelled: name == shapePrograms[0], named: name, application: application,
                    recorded: round > 0)
            }
        }
        application.release()
        application.quit()
    }
}
MainActor.assumeIsolated {
    let unit = dumps == nil ? "ms (median)" : "instructions (lowest)"
    print("\(barCount) bars, \(rounds - 1) rounds of 5 changes each, \(unit)")
    var report: [String: Any] = ["bars": barCount, "unrelatedDraws": unrelatedDraws]
    @MainActor func figure(_ name: String, _ operation: String) -> Double {
        let all = figures[name]?[operation] ?? []
        return dumps == nil ? median(all) : (all.min() ?? 0)
    }
    for operation in operations where part != "shapes" {
        let values = programNames.map { figure($0, operation) }
        let ratio = values[0] / values[1]
        print(
            "\(operation): GtkHooks \(values[0]), hand-written \(values[1]), ratio "
                + String(format: "%.3f", ratio))
        report[operation] = ["hooks": values[0], "vanilla": values[1], "ratio": ratio]
    }
    for operation in shapeOperations where part != "bars" {
        let values = shapePrograms.map { figure($0, operation) }
        let ratio = values[0] / values[1]
        print(
            "\(operation): labelled \(values[0]), unlabelled \(values[1]), ratio "
                + String(format: "%.3f", ratio))
        report[operation] = ["labelled": values[0], "unlabelled": values[1], "ratio": ratio]
    }
    if part != "bars" {
        print("accessible elements made showing the labelled bars: \(labelledElementsMade)")
        report["labelledElementsMade"] = labelledElementsMade
    }
    print("canvas draws during unrelated changes: \(unrelatedDraws)")
    let hitTest = hitTestCost(repeats: dumps == nil ? 20 : 2, countsInstructions: dumps != nil)
    print(
        "shape(at:) over 10,000 shapes, a miss: \(hitTest) "
            + (dumps == nil ? "µs (lowest)" : "instructions (lowest)"))
    report["hitTest10000"] = hitTest
    try? writeBenchmarkReport(
        report, named: dumps == nil ? "CanvasBenchmark" : "CanvasInstructions")
}
exit(status)
