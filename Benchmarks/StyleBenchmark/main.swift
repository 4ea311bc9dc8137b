// Issue 9, item 3: one label goes through 10,000 distinct text colors. An
// update is timed from the new value to the label drawn again (the program's
// change, GTK's restyle and a snapshot rendered to a texture); the first and
// the last 1,000 updates are compared, for GtkHooks and for a hand-written
// GTK label with its own provider, in one run, their updates alternating.
// Resident memory is sampled at the start, every 100 updates (peak) and once
// the color is no longer used.
// Prints a table; writes JSON to $GTKHOOKS_BENCH_DIR/StyleBenchmark.json.

import BenchmarkMeasures
import Foundation
import Gtk
import GtkHooks

let updates = 10_000
let block = 1_000
var report: [String: Any] = ["updates": updates, "block": block]
var rows: [(String, [String: Double])] = []

/// Both programs in one window each; their updates alternate, so a change in
/// the machine's load reaches both alike.
@MainActor func run(_ hooks: HooksProgram, _ vanilla: VanillaProgram) async {
    let programs: [(String, any StyleProgram)] = [("hooks", hooks), ("vanilla", vanilla)]
    for (_, program) in programs { program.show(step: 0) }
    for (_, program) in programs { await nextPaintedFrame(of: program.window) }
    let start = residentMiB()
    var peak = start
    var times: [[Double]] = [[], []]
    for step in 1...updates {
        for (index, (_, program)) in programs.enumerated() {
            let began = ContinuousClock.now
            program.show(step: step)
            let drawn = program.label.renderPixels()
            times[index].append(elapsed(since: began))
            precondition(drawn != nil && program.label.textColor.red == UInt8(color(step).red))
        }
        if step % 100 == 0 {
            peak = max(peak, residentMiB())
            for (_, program) in programs { await nextPaintedFrame(of: program.window) }
        }
    }
    for (_, program) in programs { program.showPlain() }
    for (_, program) in programs { await nextPaintedFrame(of: program.window) }
    let end = residentMiB()
    report["rssMiB"] = ["start": start, "peak": peak, "end": end, "endMinusStart": end - start]
    report["hooksInlineStylesAtEnd"] = hooks.styleSheet.inlineStyleCount
    report["hooksSheetLoads"] = hooks.styleSheet.loadCount
    for (index, (name, program)) in programs.enumerated() {
        program.close()
        let first = median(times[index].prefix(block))
        let last = median(times[index].suffix(block))
        let result = [
            "firstMedianMs": first, "lastMedianMs": last, "lastOverFirst": last / first,
            "totalMs": times[index].reduce(0, +),
        ]
        rows.append((name, result))
        report[name] = result
    }
}

let status = Application.run(isUnique: false, arguments: [CommandLine.arguments[0]]) {
    application in
    application.hold()
    Task {
        await run(HooksProgram(application: application), VanillaProgram(application: application))
        application.release()
        application.quit()
    }
}

print("One label through \(updates) distinct colors: median ms per update (change to drawn)")
print("program    first 1,000  last 1,000  last/first")
for (name, row) in rows {
    print(
        name.padding(toLength: 10, withPad: " ", startingAt: 0),
        String(
            format: "%10.3f  %10.3f  %10.2f", row["firstMedianMs"]!, row["lastMedianMs"]!,
            row["lastOverFirst"]!))
}
let hooks = report["hooks"] as! [String: Double]
let vanilla = report["vanilla"] as! [String: Double]
let normalized = hooks["lastOverFirst"]! / vanilla["lastOverFirst"]!
let overVanilla = hooks["lastMedianMs"]! / vanilla["lastMedianMs"]!
report["hooksLastOverFirstOverVanillas"] = normalized
report["hooksOverVanillaLast"] = overVanilla
print(String(format: "GtkHooks last/first over vanilla's: %.2f", normalized))
print(String(format: "GtkHooks/vanilla, last 1,000: %.2f", overVanilla))
let rss = report["rssMiB"] as! [String: Double]
print(
    String(
        format: "resident memory: start %.1f MiB, peak %.1f, end %.1f (end - start %.2f MiB)",
        rss["start"]!, rss["peak"]!, rss["end"]!, rss["endMinusStart"]!))
print(
    "GtkHooks inline styles alive at the end: \(report["hooksInlineStylesAtEnd"]!),",
    "app-wide sheet loads: \(report["hooksSheetLoads"]!)")
try writeBenchmarkReport(report, named: "StyleBenchmark")
exit(status)
