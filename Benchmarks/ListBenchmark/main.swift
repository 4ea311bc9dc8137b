// BENCHMARK.md section 2: a 100,000-row `List` (GtkListView), with rows
// without and with hook state, against a hand-written GtkListView with the
// same model and factory work. Each sample runs from the trigger to the
// window's next painted frame (after-paint), except "remove 1 row, call",
// which times the call alone (the render and commit, or the model change);
// programs alternate run by run. Prints medians and ratios; writes JSON to
// $GTKHOOKS_BENCH_DIR/ListBenchmark.json when set.

import BenchmarkMeasures
import Foundation
import Gtk
import GtkHooks

let rounds = 7
let rowCount = 100_000
let names = [
    "first frame", "scroll by 1,000 rows", "update 1 row", "remove 1 row", "remove 1 row, call",
]
var samples: [String: [String: [Double]]] = ["hooks": [:], "hooks, row state": [:], "vanilla": [:]]
var memory: [String: [Double]] = ["hooks": [], "hooks, row state": [], "vanilla": []]

@MainActor func run(_ program: ListProgram, name: String) async {
    var items = (0..<rowCount).map { Item(id: $0, label: "row \($0)") }
    let before = residentMiB()
    var start = ContinuousClock.now
    program.show(items)
    await nextPaintedFrame(of: program.window)
    while program.scrolled.maximumVerticalOffset <= 0 { await nextPaintedFrame(of: program.window) }
    var times = [elapsed(since: start)]
    memory[name, default: []].append(residentMiB() - before)

    let rowHeight = (program.scrolled.maximumVerticalOffset + 600) / Double(rowCount)
    start = .now
    program.scrolled.verticalOffset += rowHeight * 1_000
    await nextPaintedFrame(of: program.window)
    times.append(elapsed(since: start))

    let visible = Int(program.scrolled.verticalOffset / rowHeight) + 2
    items[visible].label += " !!!"
    start = .now
    program.show(items)
    await nextPaintedFrame(of: program.window)
    times.append(elapsed(since: start))

    items.remove(at: visible)
    start = .now
    program.show(items)
    let call = elapsed(since: start)
    await nextPaintedFrame(of: program.window)
    times.append(elapsed(since: start))
    times.append(call)

    for (index, key) in names.enumerated() { samples[name]![key, default: []].append(times[index]) }
    program.close()
    try? await Task.sleep(for: .milliseconds(50))
}

let status = Application.run(isUnique: false, arguments: [CommandLine.arguments[0]]) {
    application in
    application.hold()
    Task {
        for round in 0..<rounds {
            // Alternate which program goes first.
            let order: [(String, @MainActor () -> ListProgram)] = [
                ("hooks", { HooksList(application: application) }),
                ("hooks, row state", { HooksList(application: application, rowsHaveState: true) }),
                ("vanilla", { VanillaList(application: application) }),
            ]
            for (name, make) in round % 2 == 0 ? order : order.reversed() {
                await run(make(), name: name)
            }
        }
        application.release()
        application.quit()
    }
}

print("List of \(rowCount) rows: medians of \(rounds) runs, trigger to painted frame")
print(
    "operation".padding(toLength: 24, withPad: " ", startingAt: 0),
    "  GtkHooks  row state    vanilla   ratio  row state ratio")
var report: [String: Any] = ["rows": rowCount, "rounds": rounds]
for key in names {
    let hooks = median(samples["hooks"]![key] ?? [])
    let withState = median(samples["hooks, row state"]![key] ?? [])
    let vanilla = median(samples["vanilla"]![key] ?? [])
    print(
        key.padding(toLength: 24, withPad: " ", startingAt: 0),
        String(
            format: "%8.1f ms %8.1f ms %8.1f ms %7.2f %7.2f", hooks, withState, vanilla,
            hooks / vanilla, withState / vanilla))
    report[key] = [
        "hooksMs": hooks, "rowStateMs": withState, "vanillaMs": vanilla, "ratio": hooks / vanilla,
        "rowStateRatio": withState / vanilla,
    ]
}
let hooksMemory = median(memory["hooks"]!)
let vanillaMemory = median(memory["vanilla"]!)
print(
    String(
        format: "resident memory growth at first frame: %.1f MiB vs %.1f MiB", hooksMemory,
        vanillaMemory))
report["memoryGrowthMiB"] = ["hooks": hooksMemory, "vanilla": vanillaMemory]
try writeBenchmarkReport(report, named: "ListBenchmark")
exit(status)
