import BenchmarkMeasures
import Foundation
@_spi(Testing) import Gtk

/// How late each kind of 100 ms wait woke up, in milliseconds, one sample each.
struct LatenessSamples {
    var taskSleep: [Double] = []
    var glibTimeout: [Double] = []
    var foundationTimer: [Double] = []
}

private let interval = Duration.milliseconds(100)

/// Milliseconds past `interval` since `start`.
private func lateness(since start: ContinuousClock.Instant) -> Double {
    (ContinuousClock.now - start - interval) / .milliseconds(1)
}

/// Takes `count` samples of each wait, interleaved so that all three see the
/// same machine load.
@MainActor
func measureLateness(count: Int) async -> LatenessSamples {
    var samples = LatenessSamples()
    for _ in 0..<count {
        let sleepStart = ContinuousClock.now
        try? await Task.sleep(for: interval)
        samples.taskSleep.append(lateness(since: sleepStart))

        samples.glibTimeout.append(
            await withCheckedContinuation { continuation in
                let start = ContinuousClock.now
                Source.timeout(after: interval) {
                    continuation.resume(returning: lateness(since: start))
                    return .remove
                }
            })

        samples.foundationTimer.append(
            await withCheckedContinuation { continuation in
                let start = ContinuousClock.now
                _ = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in
                    continuation.resume(returning: lateness(since: start))
                }
            })
    }
    return samples
}

/// Main-loop wake-ups during one second of an idle app, measured between two
/// GLib timeouts (the second one's own wake-up included).
@MainActor
func measureIdleWakeUps() async -> Int {
    await withCheckedContinuation { continuation in
        var start = 0
        Source.timeout(after: .milliseconds(100)) {
            start = MainLoop.wakeUps
            return .remove
        }
        Source.timeout(after: .milliseconds(1_100)) {
            continuation.resume(returning: MainLoop.wakeUps - start)
            return .remove
        }
    }
}
