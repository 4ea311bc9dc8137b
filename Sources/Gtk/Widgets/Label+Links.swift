import CGtk

extension Label {
    /// Shows `pieces` one after the other as the label's text; a piece with
    /// a link is a link GTK draws as links are drawn and that emits
    /// `activate-link` with its address when clicked.
    ///
    /// GTK makes links only from markup: every piece and address is escaped
    /// into it, so the text is shown literally, never read as markup. A NUL
    /// is shown as "␀" (``TextForGtk``).
    public func setText(linking pieces: [(text: String, link: String?)]) {
        var markup = ""
        for piece in pieces {
            let text = Self.escaped(TextForGtk.replacingNUL(piece.text))
            if let link = piece.link {
                markup += "<a href=\"\(Self.escaped(TextForGtk.replacingNUL(link)))\">\(text)</a>"
            } else {
                markup += text
            }
        }
        gtk_label_set_markup(cast(pointer), markup)
    }

    /// Emits `activate-link` with `address`, as a click on a link to it
    /// does; answers whether a handler took it (else GTK opens it).
    @discardableResult
    public func emitActivateLink(_ address: String) -> Bool {
        gtkhooks_signal_emit_string_predicate(pointer, "activate-link", address) != 0
    }

    private static func escaped(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }
}
