// Waiting for painted frames, and reading clocks.

import Foundation
import Gtk

/// Suspends until `window` has painted a frame that started after this call.
@MainActor func nextPaintedFrame(of window: Window) async {
    guard let clock = window.frameClock else { return }
    let start = clock.frameCounter
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        var resumed = false
        clock.onAfterPaint {
            guard !resumed else { return }
            guard clock.frameCounter > start else {
                clock.requestAfterPaint()
                return
            }
            resumed = true
            continuation.resume()
        }
        clock.requestAfterPaint()
    }
}

/// Milliseconds from `start` to now.
func elapsed(since start: ContinuousClock.Instant) -> Double {
    let (seconds, attoseconds) = (ContinuousClock.now - start).components
    return Double(seconds) * 1e3 + Double(attoseconds) / 1e15
}

/// The CPU time of the calling thread, in milliseconds: the main thread's
/// own work, whatever else the machine runs.
func threadCPUMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
}
