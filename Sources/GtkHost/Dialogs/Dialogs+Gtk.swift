import AppServices
import Widgets

extension Dialogs {
    /// Dialogs shown by GTK: an `Alert` as a message dialog over the app's
    /// window (`showAlert(_:)`, which applies the actions' roles), a `FileDialog` as the desktop's file chooser
    /// (`showOpenPanel` / `showSavePanel`).
    ///
    /// `GtkAppRoot` puts it in the root environment, so `useEnvironment(\.dialogs)`
    /// shows real dialogs in a running app.
    public static var gtk: Dialogs { Dialogs(GtkDialogs()) }
}

/// GTK's message dialogs and the desktop's file chooser.
private struct GtkDialogs: DialogPlatform {
    func present(_ alert: Alert) async -> Int? { await showAlert(alert) }

    func present(_ dialog: FileDialog) async -> String? {
        switch dialog.mode {
        case .open:
            await showOpenPanel(title: dialog.title ?? "Open File")
        case .save:
            await showSavePanel(
                title: dialog.title ?? "Save File", suggestedName: dialog.suggestedName)
        }
    }
}
