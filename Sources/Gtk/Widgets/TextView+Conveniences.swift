import CGtk

/// A multi-line text editor (`GtkTextView`) with its own buffer.
@MainActor
extension TextView {
    /// The buffer holding the text; its `changed` signal reports edits.
    public var buffer: TextBuffer {
        // Set by every initializer; a wrapper GTK made gets one on first use.
        if let buffer = attachments["buffer"] as? TextBuffer { return buffer }
        let buffer = TextBuffer(gtk_text_view_get_buffer(view))
        attachments["buffer"] = buffer
        return buffer
    }

    /// An empty editor.
    public convenience init() {
        self.init(sinking: gtk_text_view_new())
        _ = buffer
    }

    private var view: UnsafeMutablePointer<GtkTextView> { cast(pointer) }

    /// The text in the editor (see ``TextBuffer/text``).
    public var text: String {
        get { buffer.text }
        set { buffer.text = newValue }
    }

    /// How lines longer than the editor is wide are broken (`GtkWrapMode`).
    public enum WrapMode: Sendable, Hashable {
        /// Never: the line goes on to the right (`GTK_WRAP_NONE`).
        case none
        /// Between words; a word longer than a line sticks out (`GTK_WRAP_WORD`).
        case word
        /// Between any two characters (`GTK_WRAP_CHAR`).
        case character
        /// Between words, and inside a word longer than a line
        /// (`GTK_WRAP_WORD_CHAR`).
        case wordOrCharacter
    }

    /// How long lines are wrapped; `.none` for a new view.
    public var wrapMode: WrapMode {
        get {
            switch gtk_text_view_get_wrap_mode(view) {
            case GTK_WRAP_WORD: .word
            case GTK_WRAP_CHAR: .character
            case GTK_WRAP_WORD_CHAR: .wordOrCharacter
            default: .none
            }
        }
        set {
            let mode =
                switch newValue {
                case .none: GTK_WRAP_NONE
                case .word: GTK_WRAP_WORD
                case .character: GTK_WRAP_CHAR
                case .wordOrCharacter: GTK_WRAP_WORD_CHAR
                }
            gtk_text_view_set_wrap_mode(view, mode)
        }
    }

    /// Whether the user can edit the text.
    public var isEditable: Bool {
        get { gtk_text_view_get_editable(view) != 0 }
        set { gtk_text_view_set_editable(view, newValue ? 1 : 0) }
    }

    /// Inserts `text` at the cursor as typing it does (`insert-at-cursor`,
    /// the key binding signal), so nothing happens when the view is not
    /// editable.
    public func insertAtCursor(_ text: String) {
        gtkhooks_signal_emit_string(pointer, "insert-at-cursor", TextForGtk.replacingNUL(text))
    }

    /// Puts the cursor `offset` characters into the shown text, soft breaks
    /// included (see ``TextBuffer/characterCount``).
    public func placeCursor(at offset: Int) {
        buffer.placeCursor(at: offset)
    }

    static func text(of view: UnsafeMutablePointer<GtkTextView>) -> String {
        TextBuffer.text(of: gtk_text_view_get_buffer(view))
    }
}
