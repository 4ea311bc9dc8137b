import AppServices
import Gtk
import Hooks
import Widgets

/// The desktop side of a `GtkApp`'s lifecycle: GApplication's actions and
/// notifications, GTK's About dialog, and the app's quit.
///
/// The lifecycle exists from the first launch, before GApplication
/// activates, so the application and the quit are bound here when it does;
/// no view runs before then, so no request comes earlier.
@MainActor final class GtkAppPlatform: AppPlatform {
    private weak var application: Application?
    private var appQuit: AppQuit?

    /// Carries out the requests through `application`, quitting with `quit`.
    func bind(to application: Application, quit: AppQuit) {
        self.application = application
        appQuit = quit
    }

    func quit() { appQuit?.begin() }

    func showAbout(_ metadata: AppMetadata) { presentAbout(metadata) }

    func send(_ notification: DesktopNotification) {
        guard
            application?.sendNotification(
                title: notification.title, body: notification.body, id: notification.id) == false
        else { return }
        HookDiagnostics.report(
            "warning: no D-Bus session bus, so the notification \"\(notification.title)\" "
                + "was not shown")
    }

    func addAction(
        _ name: String, shortcut: KeyboardShortcut?, perform: @escaping @MainActor () -> Void
    ) -> (() -> Void)? {
        guard
            let action = application?.addAction(
                name, accelerators: shortcut?.gtkAccelerator.map { [$0] } ?? [], perform)
        else { return nil }
        return { action.remove() }
    }
}

/// The About dialog of `metadata` (the method of the same name above hides
/// the free function there).
@MainActor private func presentAbout(_ metadata: AppMetadata) {
    _ = showAbout(metadata)
}
