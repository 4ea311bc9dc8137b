import CGtk

/// GLib's main loop as Swift concurrency and Foundation need it.
///
/// While `g_application_run` owns the main thread nothing else drains the main
/// dispatch queue or fires Foundation timers. ``installBridge()`` attaches two
/// GLib sources that do, without polling: one wakes on libdispatch's main-queue
/// eventfd (main-actor tasks, `Task.sleep` resumptions, `MainActor.run`,
/// `DispatchQueue.main`), the other sleeps until the main run loop's next
/// timer is due (`Timer.scheduledTimer`), in an app that links Foundation
/// (``isRunLoopLinked``). ``Application`` installs it before running and
/// removes it afterwards.
@MainActor
public enum MainLoop {
    /// How often the main context returned from waiting on its file descriptors.
    ///
    /// Counted while a bridge installed with `Instrumentation.isEnabled` on is
    /// installed (an app's bridge wraps no poll function). An idle app waits
    /// once and does not return until an event, timer or task arrives.
    @_spi(Testing) public internal(set) static var wakeUps = 0

    /// How often the bridge drained the main dispatch queue, while
    /// `Instrumentation.isEnabled` is on.
    @_spi(Testing) public internal(set) static var dispatchQueueDrains = 0

    /// How often the bridge ran the main run loop for due Foundation timers,
    /// while `Instrumentation.isEnabled` is on.
    @_spi(Testing) public internal(set) static var runLoopTimerRuns = 0

    /// True between ``installBridge()`` and ``removeBridge()``.
    public static var isBridgeInstalled: Bool { dispatchQueueSource != nil }

    static var dispatchQueueSource: UnsafeMutablePointer<GSource>?
    static var runLoopTimerSource: UnsafeMutablePointer<GSource>?

    /// Attaches the bridge sources to the default main context and, with
    /// `Instrumentation.isEnabled` on, starts counting wake-ups; does nothing
    /// if already installed.
    public static func installBridge() {
        guard !isBridgeInstalled else { return }
        dispatchQueueSource = makeDispatchQueueSource()
        runLoopTimerSource = makeRunLoopTimerSource()
        if Instrumentation.isEnabled { startCountingWakeUps() }
    }

    /// Destroys the bridge sources and stops counting; does nothing if not installed.
    public static func removeBridge() {
        for source in [dispatchQueueSource, runLoopTimerSource].compactMap({ $0 }) {
            g_source_destroy(source)
            g_source_unref(source)
        }
        dispatchQueueSource = nil
        runLoopTimerSource = nil
        stopCountingWakeUps()
    }

    /// Dispatches everything that is ready now, without waiting.
    ///
    /// Returns how many iterations ran. Part of shutdown, and handy in tests.
    @discardableResult
    public static func drainPendingEvents(limit: Int = 10_000) -> Int {
        var iterations = 0
        while iterations < limit, g_main_context_pending(nil) != 0 {
            g_main_context_iteration(nil, gtkhooks_false)
            iterations += 1
        }
        return iterations
    }
}
