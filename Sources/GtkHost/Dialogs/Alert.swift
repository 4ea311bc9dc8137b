import AppServices
import Gtk
import Widgets

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
    return await answer(of: dialog, closedAnswer: nil)
}

/// Shows `alert` modally over the app's window and returns the index of the
/// action chosen.
///
/// A `.destructive` action's button has GTK's `destructive-action` style
/// class. Closing the dialog or pressing Escape answers with the index of the
/// `.cancel` action (`Alert.cancelIndex`), or nil when it has none.
///
/// ```swift
/// let alert = Alert("Delete the note?", actions: [.cancel("Keep"), .destructive("Delete")])
/// if await showAlert(alert) == 1 { delete() }
/// ```
@MainActor public func showAlert(_ alert: Alert) async -> Int? {
    let dialog = MessageDialog(
        parent: DialogParent.window, text: alert.title, detail: alert.message,
        buttons: alert.actions.map(\.title))
    for (index, action) in alert.actions.enumerated() where action.role == .destructive {
        dialog.button(at: index)?.addCSSClass("destructive-action")
    }
    return await answer(of: dialog, closedAnswer: alert.cancelIndex)
}

/// Presents `dialog` and returns the index of the button pressed, or
/// `closedAnswer` when it was closed another way (Escape, its window gone);
/// the dialog is destroyed once it answered.
@MainActor private func answer(of dialog: MessageDialog, closedAnswer: Int?) async -> Int? {
    let index = await withCheckedContinuation { continuation in
        dialog.onResponse { [weak dialog] index in
            guard let dialog else { return }
            dialog.destroy()
            continuation.resume(returning: index ?? closedAnswer)
        }
        dialog.present()
    }
    // Only GTK holds an open dialog: without this, an optimized build may
    // release the wrapper at the suspension, and the handler, finding no
    // dialog, would leave it open and the caller waiting.
    withExtendedLifetime(dialog) {}
    return index
}

/// Where dialogs open.
@MainActor enum DialogParent {
    /// The window of the most recent root still on screen.
    static var window: Gtk.Window? {
        GtkAppRoot.live.reversed().lazy.flatMap(\.windows).first { $0.isVisible }
    }
}
