// BENCHMARKS.md section 2 ("Virtualized list"): a 100,000-row `List` (GtkListView), with rows
// without and with hook state, against a hand-written GtkListView with the
// same model and factory work. Each sample runs from the trigger to the
// window's next painted frame (after-paint), except "remove 1 row, call",
// which times the call alone (the render and commit, or the model change);
// programs alternate run by run. Prints medians and ratios; writes JSON to
// $GTKHOOKS_BENCH_DIR/ListBenchmark.json when set.

import BenchmarkMeasures
import CCallgrind
import Foundation
import Gtk
import GtkHooks

/// `--instructions <callgrind out file>`: count the first frame's
/// instructions under callgrind instead of timing every operation.
let instructionsOutFile: String? = CommandLine.arguments.firstIndex(of: "--instructions").map {
    $0 + 1 < CommandLine.arguments.count ? CommandLine.arguments[$0 + 1] : "callgrind.out"
}
if instructionsOutFile != nil, gtkhooks_callgrind_running() == 0 {
    print(
        "ListBenchmark --instructions runs under valgrind --tool=callgrind (make bench-instructions)"
    )
    exit(2)
}
let rounds = instructionsOutFile == nil ? 7 : 3
let rowCount = 100_000
let names = [
    "first frame", "scroll by 1,000 rows", "update 1 row", "remove 1 row", "remove 1 row, call",
]
var samples: [String: [String: [Double]]] = ["hooks": [:], "hooks, row state": [:], "vanilla": [:]]
var memory: [String: [Double]] = ["hooks": [], "hooks, row state": [], "vanilla": []]
/// Growth of malloc's heap in use at the first frame, by program.
var heap: [String: [Double]] = ["hooks": [], "hooks, row state": [], "vanilla": []]
/// The main thread's CPU time of the first frame, by program.
var firstFrameCPU: [String: [Double]] = ["hooks": [], "hooks, row state": [], "vanilla": []]
/// Instructions of the first frame, by program (the first round warms up).
var firstFrameInstructions: [String: [Int]] = ["hooks": [], "hooks, row state": [], "vanilla": []]

@MainActor func run(_ program: ListProgram, name: String) async {
    var items = (0..<rowCount).map { Item(id: $0, label: "row \($0)") }
    let before = residentMiB()
    let heapBefore = heapInUseMiB()
    let cpuStart = threadCPUMilliseconds()
    var start = ContinuousClock.now
    program.show(items)
    await nextPaintedFrame(of: program.window)
    while program.scrolled.maximumVerticalOffset <= 0 { await nextPaintedFrame(of: program.window) }
    var times = [elapsed(since: start)]
    firstFrameCPU[name, default: []].append(threadCPUMilliseconds() - cpuStart)
    memory[name, default: []].append(residentMiB() - before)
    heap[name, default: []].append(heapInUseMiB() - heapBefore)

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
                if let outFile = instructionsOutFile {
                    var dumps = instructionDumps ?? FirstFrameDumps(outFile: outFile)
                    let count = await countFirstFrame(make(), name: name, dumps: &dumps)
                    instructionDumps = dumps
                    if round > 0 { firstFrameInstructions[name, default: []].append(count) }
                } else {
                    await run(make(), name: name)
                }
            }
        }
        application.release()
        application.quit()
    }
}

if instructionsOutFile != nil {
    printInstructions()
    exit(status)
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
let cpu = firstFrameCPU.mapValues { median($0) }
print(
    String(
        format:
            "first frame, main thread CPU: %.1f ms, row state %.1f ms, vanilla %.1f ms (%.2f, %.2f)",
        cpu["hooks"]!, cpu["hooks, row state"]!, cpu["vanilla"]!, cpu["hooks"]! / cpu["vanilla"]!,
        cpu["hooks, row state"]! / cpu["vanilla"]!))
report["firstFrameCPUMs"] = cpu
let hooksMemory = median(memory["hooks"]!)
let vanillaMemory = median(memory["vanilla"]!)
let stateMemory = median(memory["hooks, row state"]!)
print(
    String(
        format:
            "resident memory growth at first frame: %.2f MiB, row state %.2f MiB, vanilla %.2f MiB (%.2f)",
        hooksMemory, stateMemory, vanillaMemory, hooksMemory / vanillaMemory))
let heapGrowth = heap.mapValues { median($0) }
print(
    String(
        format:
            "heap in use growth at first frame: %.2f MiB, row state %.2f MiB, vanilla %.2f MiB (%.2f)",
        heapGrowth["hooks"]!, heapGrowth["hooks, row state"]!, heapGrowth["vanilla"]!,
        heapGrowth["hooks"]! / heapGrowth["vanilla"]!))
report["heapGrowthMiB"] = heapGrowth
report["memoryGrowthMiB"] = [
    "hooks": hooksMemory, "rowState": stateMemory, "vanilla": vanillaMemory,
]
try writeBenchmarkReport(report, named: "ListBenchmark")
exit(status)
