// Clocks, memory and painted frames for the style benchmark.

import Foundation
import Gtk

/// Milliseconds from `start` to now.
func elapsed(since start: ContinuousClock.Instant) -> Double {
    let (seconds, attoseconds) = (ContinuousClock.now - start).components
    return Double(seconds) * 1e3 + Double(attoseconds) / 1e15
}

/// Resident memory in MiB (from /proc/self/statm).
func residentMiB() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
        return .nan
    }
    let pages = Double(text.split(separator: " ")[1]) ?? .nan
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

func median(_ values: some Collection<Double>) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
}

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
