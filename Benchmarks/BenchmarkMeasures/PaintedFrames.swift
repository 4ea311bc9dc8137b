// Waiting for a window's next painted frame, shared by the GTK benchmarks.

import Gtk

/// Suspends until `window` has painted a frame that started after this call.
///
/// Returns at once when the window has no frame clock (it is not mapped).
@MainActor public func nextPaintedFrame(of window: Window) async {
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
