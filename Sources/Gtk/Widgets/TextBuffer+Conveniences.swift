import CGtk

/// The text of a ``TextView`` (`GtkTextBuffer`), as the app reads and writes it.
///
/// GTK lays out each paragraph of a buffer as a whole, before the first
/// frame that shows any of it, in time that grows with its length (and with
/// its square under `GTK_WRAP_WORD_CHAR` when a word is longer than a line:
/// 20,000 characters without a space took 16 s). So ``text`` shows a
/// paragraph longer than ``pieceLength`` characters as pieces of at most that
/// length, each ending after a space or tab when there is one in its last
/// quarter: a piece is followed by a newline that an invisible tag hides.
/// GTK then lays out only the pieces on screen. Reading ``text``, and copying
/// from the view, leave these soft breaks out; a piece simply starts on a new
/// row, as if the line had wrapped there.
@MainActor
extension TextBuffer {
    /// The longest paragraph ``text`` hands to GTK whole, in characters.
    public static let pieceLength = 2_000

    convenience init(_ buffer: UnsafeMutablePointer<GtkTextBuffer>) {
        self.init(sinking: buffer)
    }

    private var buffer: UnsafeMutablePointer<GtkTextBuffer> {
        pointer.assumingMemoryBound(to: GtkTextBuffer.self)
    }

    /// The whole text; setting it replaces the text and emits `changed`.
    ///
    /// A NUL is shown (and read back) as "␀" (``TextForGtk``). Long
    /// paragraphs are shown in pieces, see the type's discussion; the soft
    /// breaks between them are not part of the text read.
    public var text: String {
        get { Self.text(of: buffer) }
        set { replaceText(with: TextForGtk.replacingNUL(newValue)) }
    }

    /// The paragraphs GTK holds, soft breaks counted: what it lays out one by one.
    public var paragraphCount: Int { Int(gtk_text_buffer_get_line_count(buffer)) }

    /// The length in characters of the longest paragraph GTK holds (what it
    /// lays out as a whole), its line break left out.
    public var longestParagraph: Int {
        var iter = GtkTextIter()
        gtk_text_buffer_get_start_iter(buffer, &iter)
        var longest = 0
        repeat {
            var end = iter
            if gtk_text_iter_ends_line(&end) == 0 { gtk_text_iter_forward_to_line_end(&end) }
            longest = max(
                longest, Int(gtk_text_iter_get_offset(&end) - gtk_text_iter_get_offset(&iter)))
        } while gtk_text_iter_forward_line(&iter) != 0
        return longest
    }

    /// The characters GTK holds, soft breaks included.
    public var characterCount: Int { Int(gtk_text_buffer_get_char_count(buffer)) }

    /// Puts the cursor `offset` characters into the buffer, soft breaks counted.
    public func placeCursor(at offset: Int) {
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &iter, gint(offset))
        gtk_text_buffer_place_cursor(buffer, &iter)
    }

    private func replaceText(with text: String) {
        let ends = TextPieces(text, length: Self.pieceLength).ends
        guard ends.count > 1 else {
            gtk_text_buffer_set_text(buffer, text, -1)
            return
        }
        // One undo step that cannot be undone, as gtk_text_buffer_set_text is.
        gtk_text_buffer_begin_irreversible_action(buffer)
        defer { gtk_text_buffer_end_irreversible_action(buffer) }
        gtk_text_buffer_set_text(buffer, "", 0)
        let tag = softBreakTag
        var end = GtkTextIter()
        gtk_text_buffer_get_end_iter(buffer, &end)
        var text = text
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                var start = 0
                for (index, pieceEnd) in ends.enumerated() {
                    gtk_text_buffer_insert(
                        buffer, &end, chars.baseAddress! + start, gint(pieceEnd - start))
                    start = pieceEnd
                    guard index < ends.count - 1 else { continue }
                    gtk_text_buffer_insert(buffer, &end, "\n", 1)
                    var breakStart = end
                    gtk_text_iter_backward_char(&breakStart)
                    gtk_text_buffer_apply_tag(buffer, tag, &breakStart, &end)
                }
            }
        }
    }

    /// The invisible tag of soft breaks, made on first use.
    private var softBreakTag: UnsafeMutablePointer<GtkTextTag> {
        let table = gtk_text_buffer_get_tag_table(buffer)
        if let tag = gtk_text_tag_table_lookup(table, Self.softBreakTagName) { return tag }
        let tag = gtk_text_tag_new(Self.softBreakTagName)!
        gtkhooks_object_set_bool(tag, "invisible", 1)
        gtk_text_tag_table_add(table, tag)
        g_object_unref(tag)
        return tag
    }

    private static let softBreakTagName = "gtkhooks-soft-break"

    static func text(of buffer: UnsafeMutablePointer<GtkTextBuffer>) -> String {
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        // Without hidden characters: the soft breaks are the only ones.
        guard let chars = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
        defer { g_free(chars) }
        return String(cString: chars)
    }
}
