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
    let write: @MainActor @Sendable ([TransferItem]) -> Void
    let read: @MainActor @Sendable (TransferKind) async -> [TransferItem]

    /// A clipboard that stores items with `write` and reads the items of one
    /// kind with `read` (empty when it holds none of that kind).
    public init(
        write: @escaping @MainActor @Sendable ([TransferItem]) -> Void,
        read: @escaping @MainActor @Sendable (TransferKind) async -> [TransferItem]
    ) {
        self.write = write
        self.read = read
    }

    /// Puts `value` on the clipboard, as every item it travels as.
    @MainActor public func copy<T: Transferable>(_ value: T) {
        write(value.transferItems)
    }

    /// The values of type `T` on the clipboard: those of the first of
    /// `T.transferKinds` that gives any; empty when there are none.
    @MainActor public func paste<T: Transferable>(_ type: T.Type = T.self) async -> [T] {
        for kind in T.transferKinds {
            if Task.isCancelled { return [] }
            let values = await read(kind).compactMap(T.init(transferItem:))
            if !values.isEmpty { return values }
        }
        return []
    }

    /// The text on the clipboard, or nil.
    @MainActor public func text() async -> String? { await paste(String.self).first }

    /// The image on the clipboard, or nil.
    @MainActor public func image() async -> PNGImage? { await paste(PNGImage.self).first }

    /// No clipboard: reports that none is here, keeps nothing and pastes nothing.
    public static var unavailable: Clipboard {
        Clipboard(
            write: { items in
                HookDiagnostics.report(
                    "no clipboard here: \(items.count) copied item(s) were dropped")
            },
            read: { _ in
                HookDiagnostics.report("no clipboard here: nothing to paste")
                return []
            })
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
