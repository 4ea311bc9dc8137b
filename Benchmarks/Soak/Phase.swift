// One soak phase: a step repeated `cycles` times, with the checks of
// `make soak` on what it leaves behind.

import BenchmarkMeasures
import Foundation

/// The outcome of one phase: counters, memory and time, and what failed.
struct PhaseResult {
    var name: String
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
    /// The lower quartile of the CPU times of single cycles in the first and
    /// in the last window.
    ///
    /// What a cycle costs when the machine leaves it alone. Other programs only ever add time to a cycle, which lifts the
    /// upper part of the distribution first; whatever accumulates in the
    /// process lifts every cycle, this quartile with them.
    let firstTypicalCPU: Double
    let lastTypicalCPU: Double
    /// Wall milliseconds of the first and of the last `window` cycles.
    let firstWall: Double
    let lastWall: Double

    /// The CPU time growth of the same work written with plain GTK calls in
    /// this run, when there is one: GTK's own growth, which the bound allows.
    var baselineGrowth: Double?
    /// Whether this phase is itself the plain GTK baseline: only its
    /// counters are checked.
    var isBaseline = false
    /// The phase this baseline was taken in turns with, whose counters and
    /// memory are also this one's: nothing of the baseline is checked.
    var pairedWith: String?

    var residentGrowth: Double { (residentAtEnd - residentAfterWarmUp) / residentAfterWarmUp }
    var timeGrowth: Double { (lastTypicalCPU - firstTypicalCPU) / firstTypicalCPU }
    /// 10 %, plus the plain GTK program's growth in this run when it grew.
    var timeBound: Double { 0.10 + max(0, baselineGrowth ?? 0) }

    /// What exceeded its bound; empty when the phase passed.
    func failures(checkingTime: Bool, checkingMemory: Bool) -> [String] {
        var failures: [String] = []
        if pairedWith != nil { return failures }
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
                "\(name): a cycle of the last \(window) took \(percent(timeGrowth)) more CPU time "
                    + "than one of the first \(window) (lower quartiles; bound "
                    + "\(percent(timeBound))\(against))")
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
          CPU time:    a cycle (lower quartile) \(format(firstTypicalCPU)) ms in the first \
        \(window), \(format(lastTypicalCPU)) ms in the last (\(percent(timeGrowth)))\(baselineLine)
          CPU total:   first \(window) cycles \(format(firstCPU)) ms, last \(window) \
        \(format(lastCPU)) ms\(pairedLine)
          wall time:   first \(window) cycles \(format(firstWall)) ms, last \(window) \
        \(format(lastWall)) ms
        """
    }

    private var pairedLine: String {
        guard let pairedWith else { return "" }
        return "\n  (taken in turns with \"\(pairedWith)\", whose counters and memory these are)"
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
    _ name: String, cycles: Int, setUp: () async -> Void, step: @escaping (Int) async -> Void,
    tearDown: () async -> Void
) async -> PhaseResult {
    await soak(
        name, cycles: cycles, setUp: setUp, steps: [step], tearDown: tearDown)[0]
}

/// Runs `step` and then `baseline` (the same work written with plain GTK
/// calls) in turns, `cycles` times each.
///
/// Whatever else the machine does meanwhile slows both alike, so their
/// growths compare. Returns the phase,
/// its `baselineGrowth` set, and the baseline's result.
@MainActor func soak(
    _ name: String, against baselineName: String, cycles: Int, setUp: () async -> Void = {},
    step: @escaping (Int) async -> Void, baseline: @escaping (Int) async -> Void,
    tearDown: () async -> Void = {}
) async -> (phase: PhaseResult, baseline: PhaseResult) {
    let results = await soak(
        name, cycles: cycles, setUp: setUp, steps: [step, baseline], tearDown: tearDown)
    var phase = results[0]
    var plain = results[1]
    phase.baselineGrowth = plain.timeGrowth
    plain.name = baselineName
    plain.isBaseline = true
    plain.pairedWith = name
    return (phase, plain)
}

/// Runs each of `steps` in turn, `cycles` times, timing each on its own;
/// one result per step, sharing the counters and memory figures.
@MainActor private func soak(
    _ name: String, cycles: Int, setUp: () async -> Void, steps: [(Int) async -> Void],
    tearDown: () async -> Void
) async -> [PhaseResult] {
    let window = max(1, min(1_000, cycles / 10))
    let before = Counters.now
    await setUp()
    var cpu = Array(repeating: [Double](), count: steps.count)
    var wall = cpu
    var residentAfterWarmUp = residentMiB()
    for cycle in 0..<cycles {
        for (index, step) in steps.enumerated() {
            let (cpuStart, wallStart) = (cpuMilliseconds(), wallMilliseconds())
            await step(cycle)
            cpu[index].append(cpuMilliseconds() - cpuStart)
            wall[index].append(wallMilliseconds() - wallStart)
        }
        if cycle == window - 1 { residentAfterWarmUp = residentMiB() }
        if (cycle + 1) % 1_000 == 0 || cycle + 1 == cycles {
            // Progress on standard error, which is not buffered.
            FileHandle.standardError.write(Data("\(name): \(cycle + 1)/\(cycles) cycles\n".utf8))
        }
    }
    let residentAtEnd = residentMiB()
    await tearDown()
    let after = Counters.now
    return steps.indices.map { index in
        PhaseResult(
            name: name, cycles: cycles, window: window, countersBefore: before,
            countersAfter: after, residentAfterWarmUp: residentAfterWarmUp,
            residentAtEnd: residentAtEnd, firstCPU: cpu[index].prefix(window).reduce(0, +),
            lastCPU: cpu[index].suffix(window).reduce(0, +),
            firstTypicalCPU: lowerQuartile(cpu[index].prefix(window)),
            lastTypicalCPU: lowerQuartile(cpu[index].suffix(window)),
            firstWall: wall[index].prefix(window).reduce(0, +),
            lastWall: wall[index].suffix(window).reduce(0, +))
    }
}

/// The value a quarter of `values` are at or below.
func lowerQuartile<Values: Collection<Double>>(_ values: Values) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted[(sorted.count - 1) / 4]
}

func format(_ value: Double) -> String { String(format: "%.1f", value) }
func percent(_ value: Double) -> String { String(format: "%+.1f %%", value * 100) }
