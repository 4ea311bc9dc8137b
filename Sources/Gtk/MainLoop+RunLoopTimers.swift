import CGtk
import Foundation

// Foundation's run loop cannot be watched from GLib: swift-corelibs-foundation
// exports no accessor for the epoll or timer descriptors it waits on. It does
// export CFRunLoopGetNextTimerFireDate, so this source tells GLib, every time
// the loop is about to wait, how long until the next timer of the main run
// loop is due, and then runs that run loop once without blocking. No timer: no
// wake-up. Importing Foundation here is what links the CF symbols in shim.h.

extension MainLoop {
    /// A source that fires the main run loop's due timers, attached at default priority.
    static func makeRunLoopTimerSource() -> UnsafeMutablePointer<GSource> {
        let source = g_source_new(runLoopTimerSourceFunctions, guint(MemoryLayout<GSource>.size))!
        g_source_set_priority(source, Priority.default.rawValue)
        g_source_set_name(source, "GtkHooks main run loop timers")
        g_source_attach(source, nil)
        return source
    }

    /// Milliseconds until the main run loop's next timer is due: nil when no
    /// timer is scheduled, 0 when one is due now.
    nonisolated public static func millisecondsUntilNextRunLoopTimer() -> Int32? {
        let fireDate = CFRunLoopGetNextTimerFireDate(CFRunLoopGetMain(), kCFRunLoopDefaultMode)
        guard fireDate != 0 else { return nil }
        let remaining = (fireDate - CFAbsoluteTimeGetCurrent()) * 1_000
        return remaining <= 0 ? 0 : Int32(min(remaining.rounded(.up), Double(Int32.max)))
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
                _ = CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0, 1)
                return gtkhooks_source_continue
            },
            finalize: nil, closure_callback: nil, closure_marshal: nil))
    return functions
}()
