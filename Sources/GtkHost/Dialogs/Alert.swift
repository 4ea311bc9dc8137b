import Gtk

/// Shows a modal alert over the app's window and returns the index of the
/// button pressed, or nil when the alert was closed without one.
///
/// The title and message are plain text. A `GtkMessageDialog` (GTK 4.8).
///
/// ```swift
/// Button("Delete") {
///     Task {
///         if await showAlert("Delete the file?", buttons: ["Cancel", "Delete"]) == 1 { delete() }
///     }
/// }
/// ```
@MainActor public func showAlert(
    _ title: String, message: String? = nil, buttons: [String] = ["OK"]
) async -> Int? {
    let dialog = MessageDialog(
        parent: DialogParent.window, text: title, detail: message, buttons: buttons)
    return await withCheckedContinuation { continuation in
        dialog.onResponse { [weak dialog] index in
            guard let dialog else { return }
            dialog.destroy()
            continuation.resume(returning: index)
        }
        dialog.present()
    }
}

/// Where dialogs open.
@MainActor enum DialogParent {
    /// The window of the most recent root still on screen.
    static var window: Gtk.Window? {
        GtkRoot.live.reversed().lazy.flatMap(\.windows).first { $0.isVisible }
    }
}
