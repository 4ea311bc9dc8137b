import AppServices
@_spi(Testing) import Gtk
import GtkHost
import Hooks
import Reconciler
import Widgets

/// Runs a component tree as a real GTK app under the display and lets a test
/// use it as a person would: find widgets by role, text or label, click,
/// type, toggle, wait for the next frame, take screenshots.
///
/// ```swift
/// try GtkTester.run(Counter()) { app in
///     try app.click(text: "Clicked 0 times")
///     await app.nextFrame()
///     XCTAssertNotNil(app.find(text: "Clicked 1 times"))
/// }
/// ```
@MainActor public final class GtkTester {
    /// The running GTK application.
    public let application: Application
    /// The rendered tree: host, scheduler and renderer.
    public let root: GtkAppRoot
    /// When a verb last clicked with the X server's pointer.
    var lastPointerClick: ContinuousClock.Instant?

    init(application: Application, root: GtkAppRoot) {
        self.application = application
        self.root = root
    }

    /// Starts an application showing `view`, runs `body` inside its main loop,
    /// then unmounts the tree and quits; returns when the app has shut down.
    ///
    /// `body` starts once the windows are on screen and the first passive
    /// effects have run. File dialogs are not put on screen: answer them with
    /// `answerFileDialog(with:)`.
    ///
    /// `watchdog` only bounds a hang: if `body` has not finished by then, it
    /// is cancelled, the app quits and `GtkTesterError.watchdog` is thrown.
    public static func run<V: View>(
        _ view: V, title: String = "GtkTester",
        environment: EnvironmentValues = EnvironmentValues(), watchdog: Duration = .seconds(60),
        _ body: @escaping @MainActor (GtkTester) async throws -> Void
    ) throws {
        guard Toolkit.initialize() else { throw GtkTesterError.noDisplay(Toolkit.noDisplayMessage) }
        // Tests check that everything they made is released and read the
        // counters of the Gtk layer and GtkHost.
        Instrumentation.isEnabled = true
        // Tests answer file dialogs with `answerFileDialog(with:)`; GTK's in-process
        // fallback chooser would leave file monitors waking the process up.
        FileChooser.showsDialogs = false
        var failure: (any Error)?
        var finished = false
        _ = Application.run(isUnique: false, arguments: ["GtkTester"]) { application in
            application.hold()
            let root = GtkAppRoot(application: application, title: title, environment: environment)
            root.render(view)
            let tester = GtkTester(application: application, root: root)
            var bodyTask: Task<Void, Never>?
            let guardian = Source.timeout(after: watchdog) {
                failure = GtkTesterError.watchdog(watchdog)
                // A body left running would go on in the next app of the process.
                bodyTask?.cancel()
                root.unmount()
                application.quit()
                return .remove
            }
            bodyTask = Task {
                do {
                    try await tester.waitUntilMapped()
                    try await tester.waitUntilSettled()
                    try await body(tester)
                } catch {
                    failure = failure ?? error
                }
                finished = true
                guardian.cancel()
                root.unmount()
                application.release()
                application.quit()
            }
        }
        MainLoop.drainPendingEvents()
        if let failure { throw failure }
        if !finished { throw GtkTesterError.watchdog(watchdog) }
    }

    /// The windows of the tree.
    public var windows: [Gtk.Window] { root.windows }

    /// Waits until every window of the tree is on screen and laid out.
    public func waitUntilMapped() async throws {
        try await waitUntil { [self] in
            !windows.isEmpty && windows.allSatisfy { $0.isMapped && $0.width > 0 }
        }
    }

    /// Waits until no render or passive-effect idle is pending: the tree's
    /// effects (timers, subscriptions started in `useEffect`) have run.
    public func waitUntilSettled() async throws {
        try await waitUntil { [self] in !root.scheduler.hasPendingWork }
    }

    /// Checks `condition` after every main-loop turn until it holds; `bound`
    /// is a watchdog for a condition that never comes, not a timing claim.
    public func waitUntil(
        bound: Duration = .seconds(30), _ condition: @escaping @MainActor () -> Bool
    ) async throws {
        let deadline = ContinuousClock.now + bound
        while !condition() {
            guard ContinuousClock.now < deadline else { throw GtkTesterError.timedOut(bound) }
            try await Task.sleep(for: .milliseconds(5))
        }
    }
}

/// Why a `GtkTester` run or action failed.
public enum GtkTesterError: Error, CustomStringConvertible {
    /// GTK could not open a display.
    case noDisplay(String)
    /// The test body did not finish in time.
    case watchdog(Duration)
    /// A condition waited for did not come.
    case timedOut(Duration)
    /// No widget matched a query; the message shows the live tree.
    case notFound(String)
    /// The widget cannot take the action.
    case unsupported(String)

    /// What went wrong.
    public var description: String {
        switch self {
        case .noDisplay(let message): message
        case .watchdog(let bound): "watchdog: the test body did not finish within \(bound)"
        case .timedOut(let bound): "condition not met within \(bound)"
        case .notFound(let message): message
        case .unsupported(let message): message
        }
    }
}
