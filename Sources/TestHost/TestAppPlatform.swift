import AppServices
import Widgets

/// The desktop of a `TestHost`'s app: records what the views asked of it
/// (notifications, quit and About requests) and carries out nothing.
///
/// ```swift
/// try host.tap(text: "Quit")
/// #expect(host.appPlatform.quitRequests == 1)
/// ```
@MainActor public final class TestAppPlatform: AppPlatform {
    /// The notifications sent so far.
    public private(set) var notifications: [DesktopNotification] = []
    /// How many times the views asked to quit.
    public private(set) var quitRequests = 0
    /// How many times the views asked for the About dialog.
    public private(set) var aboutRequests = 0

    init() {}

    /// Counts the request; the app goes on running.
    public func quit() { quitRequests += 1 }

    /// Counts the request; no dialog is shown.
    public func showAbout(_ metadata: AppMetadata) { aboutRequests += 1 }

    /// Records `notification` in ``notifications``.
    public func send(_ notification: DesktopNotification) { notifications.append(notification) }

    /// Takes every action (the lifecycle runs it by name); removing it does nothing.
    public func addAction(
        _ name: String, shortcut: KeyboardShortcut?, perform: @escaping @MainActor () -> Void
    ) -> (() -> Void)? {
        {}
    }
}
