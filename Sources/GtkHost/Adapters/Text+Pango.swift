import Gtk
import Widgets

extension Widgets.Text {
    /// The styles of the runs as Pango attributes of the label's text; nil
    /// for a plain text.
    @MainActor var pangoAttributes: AttrList? {
        guard !runs.isEmpty else { return nil }
        let attributes = AttrList()
        var start = 0
        for run in runs {
            // Ranges count UTF-8 bytes of the text as the label holds it.
            let end = start + TextForGtk.replacingNUL(run.string).utf8.count
            run.style.insert(into: attributes, bytes: start..<end)
            start = end
        }
        return attributes
    }
}

extension Widgets.Text.Style {
    /// Inserts Pango's attribute for each style of the set.
    @MainActor func insert(into attributes: AttrList, bytes: Range<Int>) {
        if contains(.bold) { attributes.insert(weight: .bold, bytes: bytes) }
        if contains(.italic) { attributes.insert(style: .italic, bytes: bytes) }
        if contains(.monospaced) { attributes.insert(family: "monospace", bytes: bytes) }
        if contains(.underline) { attributes.insert(underline: .single, bytes: bytes) }
        if contains(.strikethrough) { attributes.insert(strikethrough: true, bytes: bytes) }
    }
}
