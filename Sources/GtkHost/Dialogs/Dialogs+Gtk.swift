import AppServices
import Widgets

extension Dialogs {
    /// Dialogs shown by GTK: an `Alert` as a message dialog over the app's
    /// window (`showAlert(_:)`, which applies the actions' roles), a `FileDialog` as the desktop's file chooser
    /// (`showOpenPanel` / `showSavePanel`).
    ///
    /// `GtkRoot` puts it in the root environment, so `useEnvironment(\.dialogs)`
    /// shows real dialogs in a running app.
    public static var gtk: Dialogs {
        Dialogs(
            alert: { alert in await showAlert(alert) },
            file: { dialog in
                switch dialog.mode {
                case .open:
                    await showOpenPanel(title: dialog.title ?? "Open File")
                case .save:
                    await showSavePanel(
                        title: dialog.title ?? "Save File", suggestedName: dialog.suggestedName)
                }
            })
    }
}
