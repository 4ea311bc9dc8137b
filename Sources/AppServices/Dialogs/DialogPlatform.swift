/// What shows alerts and file dialogs for ``Dialogs``: the host's side of
/// them, handed to the dialogs when they are made.
///
/// `GtkHost` shows GTK's (`Dialogs.gtk`), `TestHost` records them and answers
/// from a script (`TestDialogs`).
@MainActor public protocol DialogPlatform: Sendable {
    /// Shows `alert`; returns the index of the chosen action, or `nil` when
    /// it was dismissed.
    func present(_ alert: Alert) async -> Int?
    /// Shows `dialog`; returns the chosen path, or `nil` when cancelled.
    func present(_ dialog: FileDialog) async -> String?
}
