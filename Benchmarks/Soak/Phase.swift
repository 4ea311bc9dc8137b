// One soak phase: a step repeated `cycles` times, with the checks of
// `make soak` on what it leaves behind.

import BenchmarkMeasures
import Foundation

/// The outcome of one phase: counters, memory and time, and what failed.
struct PhaseResult {
    let name: String
    let cycles: Int
    /// Cycles in the warm-up, and in each of the first and last windows timed.
    let window: Int
    let countersBefore: Counters
    let countersAfter: Counters
    let residentAfterWarmUp: Double
    let residentAtEnd: Double
    /// CPU milliseconds of the first and of the last `window` cycles.
    let firstCPU: Double
    let lastCPU: Double
    /// Wall milliseconds of the first and of the last `window` cycles.
    let firstWall: Double
    let lastWall: Double

    /// The CPU time growth of the same work written with plain GTK calls in
    /// this run, when there is one: GTK's own growth, which the bound allows.
    var baselineGrowth: Double?
    /// Whether this phase is itself the plain GTK baseline: only its
    /// counters are checked.
    var isBaseline = false

    var residentGrowth: Double { (residentAtEnd - residentAfterWarmUp) / residentAfterWarmUp }
    var timeGrowth: Double { (lastCPU - firstCPU) / firstCPU }
    /// 10 %, plus the plain GTK program's growth in this run when it grew.
    var timeBound: Double { 0.10 + max(0, baselineGrowth ?? 0) }

    /// What exceeded its bound; empty when the phase passed.
    func failures(checkingTime: Bool, checkingMemory: Bool) -> [String] {
        var failures: [String] = []
        if countersAfter != countersBefore {
            failures.append(
                "\(name): left alive \(countersAfter) \(countersAfter.summary), was "
                    + "\(countersBefore) \(countersBefore.summary)")
        }
        if isBaseline { return failures }
        if checkingMemory && residentGrowth > 0.05 {
            failures.append(
                "\(name): resident memory grew \(percent(residentGrowth)) after warm-up (bound 5 %)"
            )
        }
        if checkingTime && timeGrowth > timeBound {
            let against = baselineGrowth.map { ", plain GTK \(percent($0))" } ?? ""
            failures.append(
                "\(name): the last \(window) cycles took \(percent(timeGrowth)) more CPU time "
                    + "than the first \(window) (bound \(percent(timeBound))\(against))")
        }
        return failures
    }

    /// The phase's figures, one per line.
    var report: String {
        """
        == \(name): \(cycles) cycles
          live before: \(countersBefore)
          live after:  \(countersAfter)
          resident:    \(format(residentAfterWarmUp)) MiB after \(window) warm-up cycles, \
        \(format(residentAtEnd)) MiB at the end (\(percent(residentGrowth)))
          CPU time:    first \(window) cycles \(format(firstCPU)) ms, last \(window) \
        \(format(lastCPU)) ms (\(percent(timeGrowth)))\(baselineLine)
          wall time:   first \(window) cycles \(format(firstWall)) ms, last \(window) \
        \(format(lastWall)) ms
        """
    }

    private var baselineLine: String {
        guard let baselineGrowth else { return "" }
        return "\n  against plain GTK: \(percent(timeGrowth)) here, \(percent(baselineGrowth)) "
            + "with plain GTK calls (bound \(percent(timeBound)))"
    }
}

/// Runs `step` (cycle number in, after which the cycle's frame is painted)
/// `cycles` times between `setUp` and `tearDown`, measuring around it.
@MainActor func soak(
    _ name: String, cycles: Int, setUp: () async -> Void, step: (Int) async -> Void,
    tearDown: () async -> Void
) async -> PhaseResult {
    let window = max(1, min(1_000, cycles / 10))
    let before = Counters.now
    await setUp()
    var cpu: [Double] = []
    var wall: [Double] = []
    var residentAfterWarmUp = residentMiB()
    for cycle in 0..<cycles {
        let (cpuStart, wallStart) = (cpuMilliseconds(), wallMilliseconds())
        await step(cycle)
        cpu.append(cpuMilliseconds() - cpuStart)
        wall.append(wallMilliseconds() - wallStart)
        if cycle == window - 1 { residentAfterWarmUp = residentMiB() }
        if (cycle + 1) % 1_000 == 0 || cycle + 1 == cycles {
            // Progress on standard error, which is not buffered.
            FileHandle.standardError.write(Data("\(name): \(cycle + 1)/\(cycles) cycles\n".utf8))
        }
    }
    let residentAtEnd = residentMiB()
    await tearDown()
    return PhaseResult(
        name: name, cycles: cycles, window: window, countersBefore: before,
        countersAfter: Counters.now, residentAfterWarmUp: residentAfterWarmUp,
        residentAtEnd: residentAtEnd, firstCPU: cpu.prefix(window).reduce(0, +),
        lastCPU: cpu.suffix(window).reduce(0, +), firstWall: wall.prefix(window).reduce(0, +),
        lastWall: wall.suffix(window).reduce(0, +))
}

func format(_ value: Double) -> String { String(format: "%.1f", value) }
func percent(_ value: Double) -> String { String(format: "%+.1f %%", value * 100) }
