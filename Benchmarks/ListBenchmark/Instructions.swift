// `ListBenchmark --instructions` (`make bench-instructions`): the first frame
// of 100,000 rows in each program under callgrind, from the call that shows
// the list to the painted frame, counted with collection toggled around it
// (CCallgrind). Counts do not move with the machine's load.

import BenchmarkMeasures
import CCallgrind
import Foundation
import Gtk

/// Reads the totals of the dumps callgrind writes at each `gtkhooks_callgrind_stop`.
struct FirstFrameDumps {
    /// The `--callgrind-out-file` the benchmark was started with.
    let outFile: String
    private var part = 0

    init(outFile: String) { self.outFile = outFile }

    /// The instruction total of the next dump, which must be named `name`.
    mutating func next(named name: String) -> Int {
        part += 1
        let path = "\(outFile).\(part)"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            fatalError("\(path): no callgrind dump (run under valgrind --tool=callgrind)")
        }
        return callgrindTotal(ofDump: text, at: path, named: name)
    }
}

/// Counts the instructions of the first frame of `program` (everything the
/// process runs from `show` to the painted frame with a scrollable list).
@MainActor func countFirstFrame(
    _ program: ListProgram, name: String, dumps: inout FirstFrameDumps
) async -> Int {
    let items = (0..<rowCount).map { Item(id: $0, label: "row \($0)") }
    let dumpName =
        "first-frame-"
        + name.replacingOccurrences(of: " ", with: "-")
        .replacingOccurrences(of: ",", with: "")
    gtkhooks_callgrind_start()
    program.show(items)
    await nextPaintedFrame(of: program.window)
    while program.scrolled.maximumVerticalOffset <= 0 { await nextPaintedFrame(of: program.window) }
    dumpName.withCString { gtkhooks_callgrind_stop($0) }
    let count = dumps.next(named: dumpName)

    // Scrolling by 1,000 rows rebinds every shown row: after two to warm up, one counted.
    let rowHeight = (program.scrolled.maximumVerticalOffset + 600) / Double(rowCount)
    for _ in 0..<2 {
        program.scrolled.verticalOffset += rowHeight * 1_000
        await nextPaintedFrame(of: program.window)
    }
    let scrollName = dumpName.replacingOccurrences(of: "first-frame", with: "scroll")
    gtkhooks_callgrind_start()
    program.scrolled.verticalOffset += rowHeight * 1_000
    await nextPaintedFrame(of: program.window)
    scrollName.withCString { gtkhooks_callgrind_stop($0) }
    scrollInstructions[name, default: []].append(dumps.next(named: scrollName))
    program.close()
    try? await Task.sleep(for: .milliseconds(50))
    return count
}

/// Instructions of a scroll by 1,000 rows, by program, every round.
@MainActor var scrollInstructions: [String: [Int]] = [:]

/// Bytes of malloc's heap in use, in MiB.
func heapInUseMiB() -> Double { Double(gtkhooks_heap_in_use()) / 1_048_576 }

/// The dumps read so far (one callgrind output for the whole run).
@MainActor var instructionDumps: FirstFrameDumps?

/// Prints the counts of the measured rounds side by side and writes them to
/// `ListInstructions.json`.
@MainActor func printInstructions() {
    let counts = firstFrameInstructions.mapValues { $0.min() ?? 0 }
    let vanilla = Double(counts["vanilla"] ?? 0)
    print("List of \(rowCount) rows, first frame, instructions (lower of \(rounds - 1) rounds)")
    for name in ["hooks", "hooks, row state", "vanilla"] {
        let count = counts[name] ?? 0
        let spread = firstFrameInstructions[name].map { Double($0.max()! - $0.min()!) } ?? 0
        print(
            name.padding(toLength: 18, withPad: " ", startingAt: 0),
            String(
                format: "%14.1fM  ratio %5.2f  spread %.2f%%", Double(count) / 1e6,
                Double(count) / vanilla, 100 * spread / Double(max(count, 1))))
    }
    let scrolls = scrollInstructions.mapValues { Array($0.dropFirst()).min() ?? 0 }
    let vanillaScroll = Double(scrolls["vanilla"] ?? 0)
    print("scroll by 1,000 rows, instructions (lower of \(rounds - 1) rounds)")
    for name in ["hooks", "hooks, row state", "vanilla"] {
        let count = Double(scrolls[name] ?? 0)
        print(
            name.padding(toLength: 18, withPad: " ", startingAt: 0),
            String(format: "%14.1fM  ratio %5.2f", count / 1e6, count / vanillaScroll))
    }
    try? writeBenchmarkReport(
        ["rows": rowCount, "firstFrameInstructions": counts, "scrollInstructions": scrolls],
        named: "ListInstructions")
}
