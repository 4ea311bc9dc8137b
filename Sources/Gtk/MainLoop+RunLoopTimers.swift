import CGtk

// Foundation's run loop cannot be watched from GLib: swift-corelibs-foundation
// exports no accessor for the epoll or timer descriptors it waits on. It does
// export CFRunLoopGetNextTimerFireDate, so this source tells GLib, every time
// the loop is about to wait, how long until the next timer of the main run
// loop is due, and then runs that run loop once without blocking. No timer: no
// wake-up.
//
// This module does not import Foundation: shim.h refers to the run loop's
// functions weakly, so they are there only in an app that links Foundation
// for itself, and the source is attached only then. A Foundation-free app is
// not made to carry Foundation and its ICU data for timers it cannot have.

extension MainLoop {
    /// Whether the app links Foundation's run loop, so that Foundation timers
    /// can exist and the bridge fires them.
    nonisolated public static var isRunLoopLinked: Bool { gtkhooks_run_loop_is_linked() != 0 }

    /// A source that fires the main run loop's due timers, attached at default
    /// priority; nil when the app does not link Foundation.
    static func makeRunLoopTimerSource() -> UnsafeMutablePointer<GSource>? {
        guard isRunLoopLinked else { return nil }
        let source = g_source_new(runLoopTimerSourceFunctions, guint(MemoryLayout<GSource>.size))!
        g_source_set_priority(source, Priority.default.rawValue)
        g_source_set_name(source, "GtkHooks main run loop timers")
        g_source_attach(source, nil)
        return source
    }

    /// Milliseconds until the main run loop's next timer is due: nil when no
    /// timer is scheduled (or Foundation is not linked), 0 when one is due now.
    nonisolated public static func millisecondsUntilNextRunLoopTimer() -> Int32? {
        let remaining = gtkhooks_run_loop_seconds_until_next_timer()
        guard remaining != Double.greatestFiniteMagnitude else { return nil }
        let milliseconds = remaining * 1_000
        return milliseconds <= 0 ? 0 : Int32(min(milliseconds.rounded(.up), Double(Int32.max)))
    }
}

nonisolated(unsafe) private let runLoopTimerSourceFunctions: UnsafeMutablePointer<GSourceFuncs> = {
    let functions = UnsafeMutablePointer<GSourceFuncs>.allocate(capacity: 1)
    functions.initialize(
        to: GSourceFuncs(
            prepare: { _, timeout in
                let wait = MainLoop.millisecondsUntilNextRunLoopTimer()
                timeout?.pointee = wait ?? -1
                return wait == 0 ? gtkhooks_true : gtkhooks_false
            },
            check: { _ in
                MainLoop.millisecondsUntilNextRunLoopTimer() == 0 ? gtkhooks_true : gtkhooks_false
            },
            dispatch: { _, _, _ in
                MainActor.assumeIsolated {
                    if Instrumentation.isEnabled { MainLoop.runLoopTimerRuns += 1 }
                }
                gtkhooks_run_loop_fire_due_timers()
                return gtkhooks_source_continue
            },
            finalize: nil, closure_callback: nil, closure_marshal: nil))
    return functions
}()
