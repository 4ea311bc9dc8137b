import Hooks

/// The running application as the views see it: its launches (files to
/// open), the work to finish before it quits, and what it can ask of the
/// desktop (quit, notifications, the About dialog).
///
/// The host makes one and puts it in the root environment; read it with
/// `useEnvironment(\.app)` (nil where no app runs, as under `HookTester`).
/// `GtkApp` connects it to GApplication; on `TestHost` it records what the
/// views asked for, and a test plays launches with ``receive(_:)`` and a
/// quit with ``finishBeforeQuit(within:)``.
///
/// ```swift
/// let app = useEnvironment(\.app)
/// Button("About") { app?.showAbout() }
/// ```
@MainActor public final class AppLifecycle {
    /// What the About dialog shows.
    public let metadata: AppMetadata
    /// Every launch so far, the first one first.
    public private(set) var launches: [Launch] = []
    /// The notifications sent so far (kept for tests).
    public private(set) var notifications: [DesktopNotification] = []
    /// How many times the views asked to quit.
    public private(set) var quitRequests = 0
    /// How many times the views asked for the About dialog.
    public private(set) var aboutRequests = 0

    /// Runs a quit; set by the host (GtkApp quits the application).
    public var quitHandler: (@MainActor () -> Void)?
    /// Sends a notification; set by the host.
    public var notificationHandler: (@MainActor (DesktopNotification) -> Void)?
    /// Shows the About dialog; set by the host.
    public var aboutHandler: (@MainActor (AppMetadata) -> Void)?
    /// Adds an app-wide action to the platform and returns what removes it,
    /// or nil when the platform rejects its name or shortcut; set by the host.
    public var actionHandler:
        (
            @MainActor (
                _ name: String, _ shortcut: String?, _ perform: @escaping @MainActor () -> Void
            ) -> (() -> Void)?
        )?
    private var actions: [String: @MainActor () -> Void] = [:]

    private var launchSubscribers: [Int: @MainActor (Launch) -> Void] = [:]
    private var undelivered: [Launch] = []
    private var quitWork: [Int: @MainActor () async -> Void] = [:]
    private var nextToken = 0

    /// A lifecycle for the app `metadata` describes.
    public init(metadata: AppMetadata) {
        self.metadata = metadata
    }

    // MARK: - Launches

    /// Takes a launch (the host calls this for the first launch and for each
    /// one another process forwards): every subscriber gets it; with none
    /// yet, it waits for the first one.
    public func receive(_ launch: Launch) {
        launches.append(launch)
        if launchSubscribers.isEmpty {
            undelivered.append(launch)
        } else {
            for key in launchSubscribers.keys.sorted() { launchSubscribers[key]?(launch) }
        }
    }

    /// Calls `handler` with each launch from now on, and with the launches
    /// no subscriber got yet; returns what unsubscribes.
    func subscribe(_ handler: @escaping @MainActor (Launch) -> Void) -> () -> Void {
        let token = takeToken()
        launchSubscribers[token] = handler
        let waiting = undelivered
        undelivered.removeAll()
        for launch in waiting { handler(launch) }
        return { [weak self] in self?.launchSubscribers[token] = nil }
    }

    // MARK: - Quitting

    /// Asks the app to quit: it finishes the work registered with
    /// `useBeforeQuit`, then closes every window.
    public func quit() {
        quitRequests += 1
        quitHandler?()
    }

    /// Registers `work` to be awaited before the app quits; returns what
    /// removes it.
    func addQuitWork(_ work: @escaping @MainActor () async -> Void) -> () -> Void {
        let token = takeToken()
        quitWork[token] = work
        return { [weak self] in self?.quitWork[token] = nil }
    }

    /// How many pieces of work wait for a quit.
    public var quitWorkCount: Int { quitWork.count }

    /// Runs every piece of quit work at once and waits until all have
    /// finished or `bound` has passed; returns whether all finished.
    ///
    /// Work still running at the bound is cancelled, with a warning saying
    /// how many did not finish.
    public func finishBeforeQuit(within bound: Duration) async -> Bool {
        let works = quitWork.keys.sorted().compactMap { quitWork[$0] }
        guard !works.isEmpty else { return true }
        let race = QuitRace(count: works.count)
        let finished = await withCheckedContinuation { continuation in
            race.continuation = continuation
            race.timer = Task {
                try? await Task.sleep(for: bound)
                race.finish(false)
            }
            race.tasks = works.map { work in
                Task {
                    await work()
                    race.oneDone()
                }
            }
        }
        if !finished {
            HookDiagnostics.report(
                "warning: \(race.remaining) of \(works.count) pieces of work registered with "
                    + "useBeforeQuit did not finish within \(bound); the app quits without them")
            for task in race.tasks { task.cancel() }
        }
        return finished
    }

    // MARK: - App-wide actions

    /// The names of the app-wide actions registered now, sorted.
    public var actionNames: [String] { actions.keys.sorted() }

    /// Runs the app-wide action `name`, as its shortcut does; returns false
    /// when there is none.
    @discardableResult
    public func performAction(_ name: String) -> Bool {
        guard let action = actions[name] else { return false }
        action()
        return true
    }

    /// Registers the app-wide action `name`; returns what removes it, or nil
    /// (with a warning naming it) when the name is taken or rejected.
    func addAction(
        _ name: String, shortcut: String?, _ perform: @escaping @MainActor () -> Void
    ) -> (() -> Void)? {
        guard actions[name] == nil else {
            HookDiagnostics.report(
                "warning: the app-wide action \"\(name)\" is registered twice; the second is ignored"
            )
            return nil
        }
        var removeFromHost: (() -> Void)?
        if let actionHandler {
            guard let remove = actionHandler(name, shortcut, perform) else {
                HookDiagnostics.report(
                    "warning: the app-wide action \"\(name)\" (shortcut \(shortcut ?? "none")) "
                        + "was rejected: a name is letters, digits, '-' and '.', a shortcut as "
                        + "\"<Control>q\"")
                return nil
            }
            removeFromHost = remove
        }
        actions[name] = perform
        return { [weak self] in
            self?.actions[name] = nil
            removeFromHost?()
        }
    }

    // MARK: - Desktop

    /// Sends `notification` to the desktop (a warning where no session bus
    /// is there to take it).
    public func notify(_ notification: DesktopNotification) {
        notifications.append(notification)
        notificationHandler?(notification)
    }

    /// Shows the About dialog with ``metadata``.
    public func showAbout() {
        aboutRequests += 1
        aboutHandler?(metadata)
    }

    private func takeToken() -> Int {
        nextToken += 1
        return nextToken
    }
}

/// All quit work finishing, against a timer.
@MainActor private final class QuitRace {
    var remaining: Int
    var continuation: CheckedContinuation<Bool, Never>?
    var timer: Task<Void, Never>?
    var tasks: [Task<Void, Never>] = []

    init(count: Int) { remaining = count }

    func oneDone() {
        remaining -= 1
        if remaining == 0 { finish(true) }
    }

    func finish(_ allDone: Bool) {
        guard let continuation else { return }
        self.continuation = nil
        timer?.cancel()
        continuation.resume(returning: allDone)
    }
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
