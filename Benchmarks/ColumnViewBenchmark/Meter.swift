// How each operation is measured: the time from its call to the window's next
// painted frame, or, under callgrind, the instructions of that stretch.

import BenchmarkMeasures
import CCallgrind
import Foundation
import Gtk

/// Records one figure per operation, program and round.
@MainActor final class Meter {
    /// The callgrind dumps to read; nil when timing.
    private var dumps: CallgrindDumps?
    /// Milliseconds from the call to the painted frame, by program, by operation.
    private(set) var times: [String: [String: [Double]]] = [:]
    /// Instructions from the call to the painted frame, by program, by operation.
    private(set) var instructions: [String: [String: [Int]]] = [:]

    /// A meter that times, or counts instructions into the dumps of `callgrindOutFile`.
    init(callgrindOutFile: String?) {
        dumps = callgrindOutFile.map(CallgrindDumps.init(outFile:))
    }

    /// Whether this meter counts instructions.
    var countsInstructions: Bool { dumps != nil }

    /// Runs `trigger`, waits for `program`'s next painted frame and then until
    /// `isDone` holds (a frame at a time), and records the stretch as
    /// `operation` of `name` unless `recorded` is false.
    func measure(
        _ operation: String, of program: TableProgram, named name: String, recorded: Bool = true,
        until isDone: () -> Bool = { true }, _ trigger: () -> Void
    ) async {
        let dumpName = "\(name)-\(operation)".filter { $0.isLetter || $0.isNumber || $0 == "-" }
        let start = ContinuousClock.now
        if dumps != nil { gtkhooks_callgrind_start() }
        trigger()
        await nextPaintedFrame(of: program.window)
        while !isDone() { await nextPaintedFrame(of: program.window) }
        if dumps != nil {
            dumpName.withCString { gtkhooks_callgrind_stop($0) }
            let count = dumps!.next(named: dumpName)
            if recorded { instructions[name, default: [:]][operation, default: []].append(count) }
        } else if recorded {
            times[name, default: [:]][operation, default: []].append(elapsed(since: start))
        }
    }
}
