// What the soak measures: the Gtk layer's live counters, resident memory,
// CPU and wall time per cycle (painted frames and resident memory come from
// BenchmarkMeasures).

import BenchmarkMeasures
import CGtk
import Foundation
import Gtk

/// The Gtk layer's live GObjects, closure boxes and GLib sources, and the
/// signal handlers on the GtkSettings (where GTK 4.8 leaks one per scrolled
/// window, see `ScrolledWindow`).
struct Counters: Equatable, CustomStringConvertible {
    var objects: Int
    var closureBoxes: Int
    var sources: Int
    var settingsHandlers = 0
    /// `LiveObjects.summary`: the type names of the live GObjects.
    var summary = ""

    @MainActor static var now: Counters {
        _ = MainLoop.drainPendingEvents()
        return Counters(
            objects: LiveObjects.objects, closureBoxes: LiveObjects.closureBoxes,
            sources: LiveObjects.sources, settingsHandlers: settingsHandlers,
            summary: compact(LiveObjects.summary))
    }

    /// The handlers connected to the default GtkSettings.
    @MainActor private static var settingsHandlers: Int {
        guard let settings = gtk_settings_get_default() else { return 0 }
        return Int(gtkhooks_signal_handler_count(UnsafeMutableRawPointer(settings)))
    }

    /// `objects: 3 (GtkBox, GtkBox, GtkLabel) ...` as `objects: 3 (2 GtkBox, 1 GtkLabel) ...`.
    private static func compact(_ summary: String) -> String {
        guard let open = summary.firstIndex(of: "("), let close = summary.firstIndex(of: ")")
        else { return summary }
        let names = summary[summary.index(after: open)..<close].split(separator: ", ")
        let counts = Dictionary(names.map { ($0, 1) }, uniquingKeysWith: +)
        let grouped = counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
        return summary[...open] + grouped.joined(separator: ", ") + summary[close...]
    }

    static func == (lhs: Counters, rhs: Counters) -> Bool {
        (lhs.objects, lhs.closureBoxes, lhs.sources, lhs.settingsHandlers)
            == (rhs.objects, rhs.closureBoxes, rhs.sources, rhs.settingsHandlers)
    }

    var description: String {
        "objects \(objects), closure boxes \(closureBoxes), sources \(sources), "
            + "GtkSettings handlers \(settingsHandlers)"
    }
}

/// The process's CPU time in milliseconds: it counts the soak's own work,
/// not the time it waits for frames or for other programs on the machine.
func cpuMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}

/// Wall-clock milliseconds since an arbitrary start.
func wallMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}
