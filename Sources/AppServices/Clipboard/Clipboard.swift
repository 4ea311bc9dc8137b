import Hooks
import Widgets

/// The desktop's clipboard: copy values to it and paste them from it.
///
/// It is an environment value: the GTK host installs the display's clipboard
/// (`GdkClipboard`), `TestHost` an in-memory one. Read it with
/// `useClipboard()` or `useEnvironment(\.clipboard)`. Pasting is `async`
/// because another app may have to send the data; a cancelled task gets nil
/// (or no values) at once.
///
/// ```swift
/// let clipboard = useClipboard()
/// Button("Copy") { clipboard.copy(todo.title) }
/// Button("Paste") {
///     Task { if let text = await clipboard.text() { add(text) } }
/// }
/// ```
public struct Clipboard: Sendable {
    private let platform: any ClipboardPlatform

    /// The clipboard whose items `platform` keeps.
    public init(_ platform: any ClipboardPlatform) {
        self.platform = platform
    }

    /// Puts `value` on the clipboard, as every item it travels as.
    @MainActor public func copy<T: Transferable>(_ value: T) {
        platform.write(value.transferItems)
    }

    /// The values of type `T` on the clipboard: those of the first of
    /// `T.transferKinds` that gives any; empty when there are none.
    @MainActor public func paste<T: Transferable>(_ type: T.Type = T.self) async -> [T] {
        for kind in T.transferKinds {
            if Task.isCancelled { return [] }
            let values = await platform.read(kind).compactMap(T.init(transferItem:))
            if !values.isEmpty { return values }
        }
        return []
    }

    /// The text on the clipboard, or nil.
    @MainActor public func text() async -> String? { await paste(String.self).first }

    /// The image on the clipboard, or nil.
    @MainActor public func image() async -> PNGImage? { await paste(PNGImage.self).first }

    /// No clipboard: reports that none is here, keeps nothing and pastes nothing.
    public static var unavailable: Clipboard { Clipboard(NoClipboard()) }
}

/// The clipboard where the host provides none.
private struct NoClipboard: ClipboardPlatform {
    func write(_ items: [TransferItem]) {
        HookDiagnostics.report("no clipboard here: \(items.count) copied item(s) were dropped")
    }

    func read(_ kind: TransferKind) async -> [TransferItem] {
        HookDiagnostics.report("no clipboard here: nothing to paste")
        return []
    }
}

/// Where the `Clipboard` lives in the environment.
private struct ClipboardKey: EnvironmentKey {
    static var defaultValue: Clipboard { .unavailable }
}

extension EnvironmentValues {
    /// The desktop's clipboard (set by the host).
    public var clipboard: Clipboard {
        get { self[ClipboardKey.self] }
        set { self[ClipboardKey.self] = newValue }
    }
}

/// The clipboard of the host: `useEnvironment(\.clipboard)`.
///
/// ```swift
/// let clipboard = useClipboard()
/// Button("Copy") { clipboard.copy(text) }
/// ```
@MainActor public func useClipboard() -> Clipboard {
    useEnvironment(\.clipboard)
}
