import CGtk

/// A multi-line text editor (`GtkTextView`) with its own buffer.
@MainActor
public final class TextView: Widget {
    /// The buffer holding the text; its `changed` signal reports edits.
    public let buffer: TextBuffer

    /// An empty editor.
    public init() {
        let view = gtk_text_view_new()!
        buffer = TextBuffer(gtk_text_view_get_buffer(gtkhooks_text_view(view)))
        super.init(sinking: view)
    }

    /// The text in the editor.
    public var text: String {
        get { buffer.text }
        set { buffer.text = newValue }
    }

    /// Whether long lines wrap at word boundaries.
    public var wrapsWords: Bool {
        get { gtk_text_view_get_wrap_mode(gtkhooks_text_view(pointer)) != GTK_WRAP_NONE }
        set {
            gtk_text_view_set_wrap_mode(
                gtkhooks_text_view(pointer), newValue ? GTK_WRAP_WORD_CHAR : GTK_WRAP_NONE)
        }
    }

    static func text(of view: UnsafeMutablePointer<GtkTextView>) -> String {
        TextBuffer.text(of: gtk_text_view_get_buffer(view))
    }
}

/// The text of a ``TextView`` (`GtkTextBuffer`).
@MainActor
public final class TextBuffer: Object {
    init(_ buffer: UnsafeMutablePointer<GtkTextBuffer>) {
        super.init(sinking: buffer)
    }

    private var buffer: UnsafeMutablePointer<GtkTextBuffer> {
        pointer.assumingMemoryBound(to: GtkTextBuffer.self)
    }

    /// The whole text; setting it replaces the text and emits `changed`.
    public var text: String {
        get { Self.text(of: buffer) }
        set { gtk_text_buffer_set_text(buffer, newValue, -1) }
    }

    /// Calls `handler` after every change of the text; a later call swaps it.
    @discardableResult
    public func onChanged(
        _ handler: @escaping @MainActor () -> Void
    ) -> SignalConnection<@MainActor () -> Void> {
        connectAction("changed", handler)
    }

    static func text(of buffer: UnsafeMutablePointer<GtkTextBuffer>) -> String {
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        guard let chars = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
        defer { g_free(chars) }
        return String(cString: chars)
    }
}
