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
    /// The second GtkHooks program (rows read their slice of a `Store`),
    /// counted only on request and reported apart from the headline.
    case store = "gtkhooks-store"

    /// The headline comparison: hand-written GTK and the idiomatic app.
    static let headline: [ProgramName] = [.vanilla, .gtkhooks]

    var label: String {
        switch self {
        case .vanilla: "vanilla"
        case .gtkhooks: "GtkHooks"
        case .store: "GtkHooks store"
        }
    }
}
