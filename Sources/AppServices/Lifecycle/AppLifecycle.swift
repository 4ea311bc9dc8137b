import Hooks
import Widgets

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
    public internal(set) var quitRequests = 0
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
                _ name: String, _ shortcut: KeyboardShortcut?,
                _ perform: @escaping @MainActor () -> Void
            ) -> (() -> Void)?
        )?
    /// The app-wide actions by name (AppLifecycle+Actions.swift).
    var actions: [String: @MainActor () -> Void] = [:]

    private var launchSubscribers: [Int: @MainActor (Launch) -> Void] = [:]
    private var undelivered: [Launch] = []
    /// Work to await before quitting, by token (AppLifecycle+Quit.swift).
    var quitWork: [Int: @MainActor () async -> Void] = [:]
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

    /// A number no subscription or registration of this app had yet.
    func takeToken() -> Int {
        nextToken += 1
        return nextToken
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
