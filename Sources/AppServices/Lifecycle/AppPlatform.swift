import Widgets

/// What the desktop does when the views ask the app for it: the host's side
/// of ``AppLifecycle``, handed to the lifecycle when it is made.
///
/// `GtkApp` provides one over GApplication; `TestHost` one that records the
/// requests (`TestAppPlatform`). Nothing else can change it afterwards.
@MainActor public protocol AppPlatform {
    /// Quits the app: the host awaits the lifecycle's quit work within its
    /// bound, then closes every window.
    func quit()
    /// Shows the About dialog with `metadata`.
    func showAbout(_ metadata: AppMetadata)
    /// Shows `notification` on the desktop, or reports why it cannot.
    func send(_ notification: DesktopNotification)
    /// Adds the app-wide action `name`, run by `shortcut` from any window;
    /// returns what removes it, or nil when the platform rejects the name
    /// or the shortcut's key.
    func addAction(
        _ name: String, shortcut: KeyboardShortcut?, perform: @escaping @MainActor () -> Void
    ) -> (() -> Void)?
}
