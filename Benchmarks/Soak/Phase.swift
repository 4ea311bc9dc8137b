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

    var residentGrowth: Double { (residentAtEnd - residentAfterWarmUp) / residentAfterWarmUp }
    var timeGrowth: Double { (lastCPU - firstCPU) / firstCPU }

    /// What exceeded its bound; empty when the phase passed.
    func failures(checkingTime: Bool, checkingMemory: Bool) -> [String] {
        var failures: [String] = []
        if countersAfter != countersBefore {
            failures.append(
                "\(name): left alive \(countersAfter.summary), was \(countersBefore.summary)")
        }
        if checkingMemory && residentGrowth > 0.05 {
            failures.append(
                "\(name): resident memory grew \(percent(residentGrowth)) after warm-up (bound 5 %)"
            )
        }
        if checkingTime && timeGrowth > 0.10 {
            failures.append(
                "\(name): the last \(window) cycles took \(percent(timeGrowth)) more CPU time "
                    + "than the first \(window) (bound 10 %)")
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
        \(format(lastCPU)) ms (\(percent(timeGrowth)))
          wall time:   first \(window) cycles \(format(firstWall)) ms, last \(window) \
        \(format(lastWall)) ms
        """
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
