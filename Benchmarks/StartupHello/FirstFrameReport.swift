import CGtk
import Glibc
import GtkHooks

// The report is made with GTK's C API, as the C hello's is, so that both
// programs end their measured startup at the same signal.

/// With `--first-frame` on the command line: prints "first frame" once the
/// app's window has painted its first frame, then exits.
func useFirstFrameReport() {
    useLayoutEffect(.once) {
        guard CommandLine.arguments.contains("--first-frame") else { return nil }
        let windows = gtk_window_list_toplevels()
        defer { g_list_free(windows) }
        guard let window = windows?.pointee.data,
            let clock = gtk_widget_get_frame_clock(window.assumingMemoryBound(to: GtkWidget.self))
        else {
            print("error: no realized window to report the first frame of")
            exit(1)
        }
        g_signal_connect_data(
            UnsafeMutableRawPointer(clock), "after-paint",
            unsafeBitCast(firstFramePainted, to: GCallback.self), nil, nil, GConnectFlags(0))
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_AFTER_PAINT)
        return nil
    }
}

private let firstFramePainted: @convention(c) (OpaquePointer?, gpointer?) -> Void = { _, _ in
    // exit() flushes the line to the pipe.
    print("first frame")
    exit(0)
}
