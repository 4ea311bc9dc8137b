// What the harness needs of either program: the same window content, a
// trigger entry point, and when its work ended.

import Gtk
import TableBenchmarkRows

/// One of the two programs under test, showing the table app in `window`.
@MainActor protocol TableProgram: AnyObject {
    /// Builds the app's widgets in `window` (the window's only child).
    init(window: Gtk.Window, source: RowSource)

    /// Does what the button handler of `action` does.
    func perform(_ action: TableAction)

    /// Does what the button handler of `action` does and runs the pass it
    /// schedules, if any, before returning: the whole work of a trigger in
    /// one stretch, for instruction counts.
    func performAndCommit(_ action: TableAction)

    /// When the last commit of the GtkHooks program ended; nil for the
    /// vanilla program, whose work ends when `perform` returns.
    var lastCommitEnd: ContinuousClock.Instant? { get }
}

/// The programs by the name the `--program` flag takes.
enum ProgramName: String, CaseIterable, Sendable {
    case vanilla
    case gtkhooks

    var label: String { self == .vanilla ? "vanilla" : "GtkHooks" }
}
