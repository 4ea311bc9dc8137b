import Hooks
import Widgets

/// The running application as the views see it: its launches (files to
/// open), its app-wide actions, the work to finish before it quits, and
/// what it can ask of the desktop (quit, notifications, the About dialog).
///
/// The host makes one with its ``AppPlatform`` and puts it in the root
/// environment; read it with `useEnvironment(\.app)` (nil where no app runs,
/// as under `HookTester`). `GtkApp` makes one over GApplication; `TestHost`
/// one over a platform that records what the views asked for, and a test
/// plays launches with ``receive(_:)`` and a quit with
/// ``finishBeforeQuit(within:)``.
///
/// ```swift
/// let app = useEnvironment(\.app)
/// Button("About") { app?.showAbout() }
/// ```
@MainActor public final class AppLifecycle {
    /// What the About dialog shows.
    public let metadata: AppMetadata
    private let platform: any AppPlatform
    private let launchQueue = LaunchQueue()
    private let actions: AppActions
    private let quitWork = QuitWork()

    /// A lifecycle for the app `metadata` describes, whose requests
    /// `platform` carries out.
    public init(metadata: AppMetadata, platform: any AppPlatform) {
        self.metadata = metadata
        self.platform = platform
        actions = AppActions(platform: platform)
    }

    // MARK: - Launches

    /// Every launch so far, the first one first.
    public var launches: [Launch] { launchQueue.launches }

    /// Takes a launch (the host calls this for the first launch and for each
    /// one another process forwards): every subscriber gets it; with none
    /// yet, it waits for the first one.
    public func receive(_ launch: Launch) { launchQueue.receive(launch) }

    /// Calls `handler` with each launch from now on, and with the launches
    /// no subscriber got yet; returns what unsubscribes.
    func subscribe(_ handler: @escaping @MainActor (Launch) -> Void) -> () -> Void {
        launchQueue.subscribe(handler)
    }

    // MARK: - Actions

    /// The names of the app-wide actions registered now, sorted.
    public var actionNames: [String] { actions.names }

    /// Runs the app-wide action `name`, as its shortcut does; returns false
    /// when there is none.
    @discardableResult
    public func performAction(_ name: String) -> Bool { actions.perform(name) }

    /// Registers the app-wide action `name`; returns what removes it, or nil
    /// (with a warning naming it) when the name is taken or rejected.
    func addAction(
        _ name: String, shortcut: KeyboardShortcut?, _ perform: @escaping @MainActor () -> Void
    ) -> (() -> Void)? {
        actions.add(name, shortcut: shortcut, perform)
    }

    // MARK: - Quit

    /// Asks the app to quit: it finishes the work registered with
    /// `useBeforeQuit`, then closes every window.
    public func quit() { platform.quit() }

    /// Registers `work` to be awaited before the app quits; returns what
    /// removes it.
    func addQuitWork(_ work: @escaping @MainActor () async -> Void) -> () -> Void {
        quitWork.add(work)
    }

    /// How many pieces of work wait for a quit.
    public var quitWorkCount: Int { quitWork.count }

    /// Runs every piece of quit work at once and waits until all have
    /// finished or `bound` has passed; returns whether all finished.
    ///
    /// Work still running at the bound is cancelled, with a warning saying
    /// how many did not finish.
    public func finishBeforeQuit(within bound: Duration) async -> Bool {
        await quitWork.finish(within: bound)
    }

    // MARK: - Desktop

    /// Sends `notification` to the desktop (a warning where no session bus
    /// is there to take it).
    public func notify(_ notification: DesktopNotification) { platform.send(notification) }

    /// Shows the About dialog with ``metadata``.
    public func showAbout() { platform.showAbout(metadata) }
}

private struct AppLifecycleKey: EnvironmentKey {
    static var defaultValue: AppLifecycle? { nil }
}

extension EnvironmentValues {
    /// The running application (set by `GtkApp` and `TestHost`); nil where none runs.
    public var app: AppLifecycle? {
        get { self[AppLifecycleKey.self] }
        set { self[AppLifecycleKey.self] = newValue }
    }
}
