// TABLE_BENCHMARK_PHASES=1: each program writes to stderr, per timed sample,
// when each of its window's frame-clock phases ran after the trigger, and
// when its commit started and ended, to show where a total beyond the
// script time goes (BENCHMARKS.md section 1,
// "Where GtkHooks' time goes").

import CGtk
import Foundation
import Gtk

/// The moments of one sample, in milliseconds after its trigger.
@MainActor final class FramePhases {
    /// The trace of this process; nil unless TABLE_BENCHMARK_PHASES=1.
    static let shared: FramePhases? =
        ProcessInfo.processInfo.environment["TABLE_BENCHMARK_PHASES"] == "1" ? FramePhases() : nil

    private static let names = [
        "flush-events", "before-paint", "update", "layout", "paint", "after-paint",
        "resume-events",
    ]
    private var start = ContinuousClock.now
    /// Moments since the end of the previous sample, by clock time.
    private var marks: [(ContinuousClock.Instant, String)] = []
    private var clock: OpaquePointer?

    /// Connects to the phases of `window`'s frame clock.
    func watch(_ window: Gtk.Window) {
        let widget = UnsafeMutableRawPointer(bitPattern: window.address)
        guard let clock = gtk_widget_get_frame_clock(gtkhooks_widget(widget)) else { return }
        self.clock = clock
        watchLoopWaits()
        for (index, name) in Self.names.enumerated() {
            g_signal_connect_data(
                UnsafeMutableRawPointer(clock), name, unsafeBitCast(onPhase, to: GCallback.self),
                UnsafeMutableRawPointer(bitPattern: index + 1), nil, GConnectFlags(0))
        }
    }

    /// Notes each wait of the main loop in poll longer than 0.3 ms.
    func watchLoopWaits() {
        let source = g_source_new(loopProbe, guint(MemoryLayout<GSource>.size))!
        g_source_set_priority(source, -100)
        g_source_attach(source, nil)
    }

    /// When the main loop last went to poll.
    fileprivate var pollStart = ContinuousClock.now

    fileprivate func polled() {
        let waited = milliseconds(ContinuousClock.now - pollStart)
        if waited > 0.3 { mark(String(format: "(waited %.2f)", waited)) }
    }

    /// Starts a sample: marks are written as times after now (the ones of
    /// the preparation before it, negative).
    func begin() {
        start = .now
        wallStart = Date().timeIntervalSince1970
    }

    /// The trigger's wall-clock time, to line the marks up with a system trace.
    private var wallStart = 0.0

    /// Notes `event` now, with the page faults the process has taken so far
    /// when TABLE_BENCHMARK_PHASES_FAULTS=1.
    func mark(_ event: String) {
        guard countsFaults else { return marks.append((.now, event)) }
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        marks.append((.now, "\(event)[pf \(usage.ru_minflt)]"))
    }

    private let countsFaults =
        ProcessInfo.processInfo.environment["TABLE_BENCHMARK_PHASES_FAULTS"] == "1"

    fileprivate func phase(_ index: Int) {
        guard let clock else { return }
        var name = Self.names[index - 1]
        if index == 2 {
            // The frame time GTK gives the frame, against the clock now.
            let ahead = gdk_frame_clock_get_frame_time(clock) - g_get_monotonic_time()
            name += String(format: "(frame time %+.2f)", Double(ahead) / 1e3)
        }
        mark("\(name)#\(gdk_frame_clock_get_frame_counter(clock))")
    }

    /// Writes the marks of the sample of `operation` by `program` to stderr.
    func end(_ operation: String, program: String) {
        let times = marks.map { String(format: "%@ %.2f", $0.1, milliseconds($0.0 - start)) }
        let line =
            "phases \(program) \(operation) (trigger at \(String(format: "%.6f", wallStart))): "
            + times.joined(separator: ", ") + "\n"
        FileHandle.standardError.write(Data(line.utf8))
        marks.removeAll()
    }
}

private let onPhase: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void =
    { _, data in
        let index = Int(bitPattern: data)
        MainActor.assumeIsolated { FramePhases.shared?.phase(index) }
    }

// Prepare runs as the loop is about to poll, check as it wakes up.
nonisolated(unsafe) private let loopProbe: UnsafeMutablePointer<GSourceFuncs> = {
    let functions = UnsafeMutablePointer<GSourceFuncs>.allocate(capacity: 1)
    functions.initialize(
        to: GSourceFuncs(
            prepare: { _, timeout in
                timeout?.pointee = -1
                MainActor.assumeIsolated { FramePhases.shared?.pollStart = .now }
                return gtkhooks_false
            },
            check: { _ in
                MainActor.assumeIsolated { FramePhases.shared?.polled() }
                return gtkhooks_false
            },
            dispatch: { _, _, _ in gtkhooks_source_continue },
            finalize: nil, closure_callback: nil, closure_marshal: nil))
    return functions
}()
