import CGtk

/// The clipboard of the default display (`GdkClipboard`): set what it
/// offers, and read it asynchronously.
///
/// Reads are bridged to Swift concurrency: `read(_:)` suspends until GDK
/// answers (at once for the app's own copy, after a round trip for another
/// app's) and cancelling the task cancels the read (`GCancellable`), which
/// then answers no items.
///
/// ```swift
/// let clipboard = DisplayClipboard()
/// clipboard.set([.text("Buy milk")])
/// let items = await clipboard.read(.text)  // [.text("Buy milk")]
/// ```
@MainActor
public final class DisplayClipboard {
    private let clipboard: OpaquePointer?

    /// How many reads went to GDK, while `Instrumentation.isEnabled` is on.
    @_spi(Testing) public internal(set) static var readsStarted = 0

    /// How many reads GDK answered (with items, nothing, or cancelled), while
    /// `Instrumentation.isEnabled` is on.
    @_spi(Testing) public internal(set) static var readsFinished = 0

    /// The clipboard of the default display; it reports a warning and does
    /// nothing when there is no display.
    public init() {
        clipboard = gdk_display_get_default().flatMap { gdk_display_get_clipboard($0) }
        if clipboard == nil {
            Log.warning("no display, so no clipboard: copy and paste do nothing")
        }
    }

    /// Offers `items` on the clipboard, replacing what it held.
    public func set(_ items: [ExchangeItem]) {
        guard let clipboard else { return }
        let offer = ContentOffer(items)
        gdk_clipboard_set_content(clipboard, offer.provider)
    }

    /// Whether the clipboard holds content of this app.
    public var isLocal: Bool {
        clipboard.map { gdk_clipboard_is_local($0) != 0 } ?? false
    }

    /// The items of `kind` on the clipboard; empty when it holds none, the
    /// read fails, or the task is cancelled.
    public func read(_ kind: ExchangeKind) async -> [ExchangeItem] {
        guard let clipboard, !Task.isCancelled else { return [] }
        let cancellable = CancellableHandle()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let request = ReadRequest(continuation, cancellable: cancellable)
                if Instrumentation.isEnabled { Self.readsStarted += 1 }
                gdk_clipboard_read_value_async(
                    clipboard, kind.gtype, G_PRIORITY_DEFAULT, cancellable.pointer,
                    clipboardReadFinished, Unmanaged.passRetained(request).toOpaque())
            }
        } onCancel: {
            cancellable.cancel()
        }
    }
}

/// A `GCancellable` that another thread may cancel (GIO's cancel is thread safe).
private final class CancellableHandle: @unchecked Sendable {
    let pointer = g_cancellable_new()

    func cancel() { g_cancellable_cancel(pointer) }

    deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }
}

/// The continuation of one read, passed retained as the callback's data.
private final class ReadRequest {
    let continuation: CheckedContinuation<[ExchangeItem], Never>
    let cancellable: CancellableHandle

    init(
        _ continuation: CheckedContinuation<[ExchangeItem], Never>,
        cancellable: CancellableHandle
    ) {
        self.continuation = continuation
        self.cancellable = cancellable
    }
}

/// GIO calls it exactly once per read, on the main context, also when the read
/// was cancelled or failed.
private let clipboardReadFinished: GAsyncReadyCallback = { source, result, data in
    guard let data else { return }
    let request = Unmanaged<ReadRequest>.fromOpaque(data).takeRetainedValue()
    // A cancel that came before this answer wins whatever GDK answers: under
    // load, GDK was seen answering the text of a read cancelled before.
    let cancelled = g_cancellable_is_cancelled(request.cancellable.pointer) != 0
    let sourceAddress = UInt(bitPattern: source)
    let resultAddress = UInt(bitPattern: result)
    let items = MainActor.assumeIsolated { () -> [ExchangeItem] in
        if Instrumentation.isEnabled { DisplayClipboard.readsFinished += 1 }
        var error: UnsafeMutablePointer<GError>?
        defer { g_clear_error(&error) }
        guard
            let value = gdk_clipboard_read_value_finish(
                OpaquePointer(bitPattern: sourceAddress), OpaquePointer(bitPattern: resultAddress),
                &error)
        else { return [] }
        return cancelled ? [] : ExchangeItem.items(in: value)
    }
    request.continuation.resume(returning: items)
}
