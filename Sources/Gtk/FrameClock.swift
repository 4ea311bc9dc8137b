import CGtk

/// The clock that drives a window's frames (`GdkFrameClock`): each frame
/// updates, lays out, paints, then reports `after-paint`.
///
/// Benchmarks and tests use it to wait until a change is on screen:
///
/// ```swift
/// let clock = window.frameClock!
/// clock.onAfterPaint { print("painted frame", clock.frameCounter) }
/// clock.requestAfterPaint()
/// ```
@MainActor
public final class FrameClock: Object {
    /// The GType of `GdkFrameClock`.
    override public class var gType: UInt { gdk_frame_clock_get_type() }

    private var clock: OpaquePointer { OpaquePointer(pointer) }

    init(_ clock: OpaquePointer) {
        super.init(sinking: UnsafeMutableRawPointer(clock))
    }

    /// The number of the current frame; it grows by one per frame.
    public var frameCounter: Int {
        gdk_frame_clock_get_frame_counter(clock)
    }

    /// Asks for a frame that runs the after-paint phase, even if nothing changed.
    public func requestAfterPaint() {
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_AFTER_PAINT)
    }

    /// Calls `handler` at the end of every frame, after painting; a later call
    /// swaps the handler.
    @discardableResult
    public func onAfterPaint(
        _ handler: @escaping @MainActor () -> Void
    ) -> SignalConnection<@MainActor () -> Void> {
        connectAction("after-paint", handler)
    }
}

extension Widget {
    /// The frame clock of the widget's window; nil until the widget is realized.
    public var frameClock: FrameClock? {
        gtk_widget_get_frame_clock(widget).map(FrameClock.init)
    }
}
