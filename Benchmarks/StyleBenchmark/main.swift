// Issue 9, item 3: one label goes through 10,000 distinct text colors. An
// update is timed from the new value to the label drawn again (the program's
// change, GTK's restyle and a snapshot rendered to a texture); the first and
// the last 1,000 updates are compared, for GtkHooks and for a hand-written
// GTK label with its own provider, in one run. Resident memory is sampled at
// the start, every 100 updates (peak) and once the color is no longer used.
// Prints a table; writes JSON to $GTKHOOKS_BENCH_DIR/StyleBenchmark.json.

import Foundation
import Gtk
import GtkHooks

let updates = 10_000
let block = 1_000
var report: [String: Any] = ["updates": updates, "block": block]
var rows: [(String, [String: Double])] = []

@MainActor func run(_ program: some StyleProgram, name: String) async {
    program.show(step: 0)
    await nextPaintedFrame(of: program.window)
    let label = program.label
    let start = residentMiB()
    var peak = start
    var times: [Double] = []
    times.reserveCapacity(updates)
    for step in 1...updates {
        let began = ContinuousClock.now
        program.show(step: step)
        let drawn = label.renderPixels()
        times.append(elapsed(since: began))
        precondition(drawn != nil && label.textColor.red == UInt8(color(step).red))
        if step % 100 == 0 {
            peak = max(peak, residentMiB())
            await nextPaintedFrame(of: program.window)
        }
    }
    program.showPlain()
    await nextPaintedFrame(of: program.window)
    let end = residentMiB()
    var extra: [String: Double] = [:]
    if let hooks = program as? HooksProgram {
        extra["inlineStylesAtEnd"] = Double(hooks.styleSheet.inlineStyleCount)
        extra["sheetLoads"] = Double(hooks.styleSheet.loadCount)
    }
    program.close()
    let first = median(times.prefix(block))
    let last = median(times.suffix(block))
    let result: [String: Double] = [
        "firstMedianMs": first, "lastMedianMs": last, "lastOverFirst": last / first,
        "totalMs": times.reduce(0, +), "rssStartMiB": start, "rssPeakMiB": peak,
        "rssEndMiB": end, "rssEndMinusStartMiB": end - start,
    ].merging(extra) { $1 }
    rows.append((name, result))
    report[name] = result
}

let status = Application.run(isUnique: false, arguments: [CommandLine.arguments[0]]) {
    application in
    application.hold()
    Task {
        await run(HooksProgram(application: application), name: "hooks")
        await run(VanillaProgram(application: application), name: "vanilla")
        application.release()
        application.quit()
    }
}

print("One label through \(updates) distinct colors: median ms per update (change to drawn)")
print("program    first 1,000  last 1,000  last/first   RSS start   peak    end (MiB)")
for (name, row) in rows {
    print(
        name.padding(toLength: 10, withPad: " ", startingAt: 0),
        String(
            format: "%10.3f  %10.3f  %10.2f   %9.1f %7.1f %7.1f", row["firstMedianMs"]!,
            row["lastMedianMs"]!, row["lastOverFirst"]!, row["rssStartMiB"]!,
            row["rssPeakMiB"]!, row["rssEndMiB"]!))
}
if let hooks = report["hooks"] as? [String: Double],
    let vanilla = report["vanilla"] as? [String: Double]
{
    let ratio = hooks["lastMedianMs"]! / vanilla["lastMedianMs"]!
    print(String(format: "GtkHooks/vanilla, last 1,000: %.2f", ratio))
    report["hooksOverVanillaLast"] = ratio
    print(
        "GtkHooks inline styles alive at the end: \(Int(hooks["inlineStylesAtEnd"]!)),",
        "app-wide sheet loads: \(Int(hooks["sheetLoads"]!))")
}
if let directory = ProcessInfo.processInfo.environment["GTKHOOKS_BENCH_DIR"] {
    let url = URL(fileURLWithPath: directory).appendingPathComponent("StyleBenchmark.json")
    let json = try JSONSerialization.data(
        withJSONObject: report, options: [.prettyPrinted, .sortedKeys])
    try json.write(to: url)
    print("wrote \(url.path)")
}
exit(status)
