import Widgets

/// Where a ``Clipboard`` keeps its items: the host's side of it, handed to
/// the clipboard when it is made.
///
/// `GtkHost` provides the display's clipboard (`Clipboard.gtk`), `TestHost`
/// an in-memory one (`TestClipboard`).
@MainActor public protocol ClipboardPlatform: Sendable {
    /// Replaces what the clipboard holds with `items`, one value as every
    /// item it travels as, most faithful first.
    func write(_ items: [TransferItem])
    /// The items of `kind` on the clipboard; empty when it holds none of
    /// that kind, or when the task is cancelled.
    func read(_ kind: TransferKind) async -> [TransferItem]
}
