import AppServices
import Gtk
import Widgets

extension AppServices.Clipboard {
    /// The display's clipboard (`GdkClipboard`): a copy offers every item
    /// the value travels as, to this app and to others; a paste reads one
    /// kind asynchronously and answers nothing when its task is cancelled.
    ///
    /// `GtkAppRoot` puts it in the root environment, so `useClipboard()` copies
    /// and pastes for real in a running app.
    public static var gtk: AppServices.Clipboard { AppServices.Clipboard(DisplayClipboardItems()) }
}

/// The display's clipboard, holding transfer items.
private struct DisplayClipboardItems: ClipboardPlatform {
    func write(_ items: [TransferItem]) { DisplayClipboard().set(items.map(\.exchangeItem)) }

    func read(_ kind: TransferKind) async -> [TransferItem] {
        await DisplayClipboard().read(kind.exchangeKind).compactMap(TransferItem.init)
    }
}
