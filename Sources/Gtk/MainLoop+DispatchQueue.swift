import CGtk
import Glibc

// libdispatch signals work for the main queue by making an eventfd readable
// (the handle CoreFoundation's run loop waits on). A GLib unix-fd source wakes
// on it, reads it empty (else it stays readable and the loop spins), and then
// lets libdispatch drain the queue.

extension MainLoop {
    /// A source on libdispatch's main-queue eventfd, attached at default priority.
    static func makeDispatchQueueSource() -> UnsafeMutablePointer<GSource> {
        let source = g_unix_fd_source_new(_dispatch_get_main_queue_handle_4CF(), G_IO_IN)!
        g_source_set_callback(
            source, unsafeBitCast(dispatchQueueReady, to: GSourceFunc.self), nil, nil)
        g_source_set_priority(source, Priority.default.rawValue)
        g_source_set_name(source, "GtkHooks main dispatch queue")
        g_source_attach(source, nil)
        return source
    }
}

private typealias UnixFDCallback = @convention(c) (gint, GIOCondition, gpointer?) -> gboolean

private let dispatchQueueReady: UnixFDCallback = { descriptor, _, _ in
    var counter: UInt64 = 0
    _ = read(descriptor, &counter, MemoryLayout<UInt64>.size)
    MainActor.assumeIsolated {
        if Instrumentation.isEnabled { MainLoop.dispatchQueueDrains += 1 }
    }
    _dispatch_main_queue_callback_4CF(nil)
    return gtkhooks_source_continue
}
