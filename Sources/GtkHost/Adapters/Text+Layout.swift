import Gtk
import Widgets

extension Widgets.Text {
    /// The most characters of natural width a text asks for while a line
    /// limit may cut it: about one comfortable line of reading.
    ///
    /// GTK gives a cut label the natural width of its whole string, so a long
    /// string would still widen its window; with this bound the label asks
    /// for at most this width and takes more only when its container gives
    /// it more (a `VStack`, or `.expand()`).
    static let limitedNaturalWidthChars: Int32 = 60

    /// Writes the fields of ``layout`` that differ from `old` to `label`.
    @MainActor func applyLayout(to label: Label, from old: Widgets.TextLayout) {
        let limit = checkedLineLimit
        let oldLimit = old.lineLimit.flatMap { $0 >= 1 ? $0 : nil }
        if limit != oldLimit || layout.truncationMode != old.truncationMode {
            label.ellipsize = limit == nil ? .none : layout.truncationMode.ellipsizeMode
            label.lines = Int32(clamping: limit ?? -1)
            label.maxWidthChars = limit == nil ? -1 : Self.limitedNaturalWidthChars
        }
        let wrap = Widgets.TextLayout(lineLimit: limit, wrap: layout.wrap).effectiveWrap
        let oldWrap = Widgets.TextLayout(lineLimit: oldLimit, wrap: old.wrap).effectiveWrap
        if wrap != oldWrap {
            label.wrap = wrap != .none
            if let mode = wrap.lineWrapMode { label.wrapMode = mode }
        }
        if layout.alignment != old.alignment { label.justify = layout.alignment.justification }
        if layout.isSelectable != old.isSelectable { label.selectable = layout.isSelectable }
    }

    /// The line limit, or nil with a warning naming the text when it is
    /// below one.
    private var checkedLineLimit: Int? {
        guard let limit = layout.lineLimit, limit < 1 else { return layout.lineLimit }
        Log.warning(
            "Text \"\(string.prefix(40))\": lineLimit(\(limit)) is below one line and is"
                + " ignored; pass nil for no limit.")
        return nil
    }
}

extension Widgets.Text.TruncationMode {
    /// Pango's ellipsizing at the same place.
    var ellipsizeMode: EllipsizeMode {
        switch self {
        case .head: .start
        case .middle: .middle
        case .tail: .end
        }
    }
}

extension TextWrap {
    /// Pango's wrap mode for a wrapping label; nil for no wrapping.
    var lineWrapMode: LineWrapMode? {
        switch self {
        case .none: nil
        case .word: .word
        case .character: .char
        case .wordOrCharacter: .wordChar
        }
    }
}

extension TextAlignment {
    /// GTK's justification; Pango mirrors left and right in right-to-left text.
    var justification: Justification {
        switch self {
        case .leading: .left
        case .center: .center
        case .trailing: .right
        }
    }
}
