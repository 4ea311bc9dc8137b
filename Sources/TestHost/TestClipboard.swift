import AppServices
import Widgets

/// The in-memory clipboard of a `TestHost`: what the app copied, and what
/// it pastes (set `items` to paste as if another app had copied them).
///
/// ```swift
/// try host.tap(text: "Copy")
/// #expect(host.clipboard.text == "Buy milk")
/// host.clipboard.items = [.text("Call mum")]
/// try host.tap(text: "Paste")
/// await host.settle()
/// ```
@MainActor public final class TestClipboard: ClipboardPlatform {
    /// The items on the clipboard, most faithful first.
    public var items: [TransferItem] = []
    /// How many times the app copied.
    public private(set) var copyCount = 0
    /// The kinds the app asked to paste, in order.
    public private(set) var pastedKinds: [TransferKind] = []

    init() {}

    /// The text on the clipboard, if any.
    public var text: String? { items.lazy.compactMap(String.init(transferItem:)).first }

    /// Keeps `items` as what the app copied, and counts the copy.
    public func write(_ items: [TransferItem]) {
        self.items = items
        copyCount += 1
    }

    /// The items of `kind`; records that the app pasted that kind.
    public func read(_ kind: TransferKind) async -> [TransferItem] {
        pastedKinds.append(kind)
        return items.filter { $0.kind == kind }
    }
}
