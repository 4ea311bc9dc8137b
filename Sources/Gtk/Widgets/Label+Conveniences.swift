import CGtk

/// A piece of plain text (`GtkLabel`); markup only when asked for.
///
/// ```swift
/// let title = Label("Time: 12:00")
/// title.text = "Time: 12:01"
/// ```
@MainActor
extension Label {
    /// A label showing `text` as plain text (a NUL as "␀", see ``TextForGtk``).
    public convenience init(_ text: String = "") {
        // An empty label is made without a string: GTK then keeps none.
        let label =
            text.isEmpty
            ? gtk_label_new(nil) : withCString(TextForGtk.replacingNUL(text)) { gtk_label_new($0) }
        self.init(sinking: label!)
    }

    private var gtkLabel: OpaquePointer { cast(pointer) }

    /// The text shown, as plain text (`gtk_label_set_text`); a NUL is shown
    /// as "␀" (``TextForGtk``), and reads back as "␀".
    public var text: String {
        get { String(cString: gtk_label_get_text(gtkLabel)) }
        set { withCString(TextForGtk.replacingNUL(newValue)) { gtk_label_set_text(gtkLabel, $0) } }
    }

    /// Shows `markup` parsed as Pango markup.
    ///
    /// ``text`` then returns it without tags. A NUL is shown as "␀".
    public func setMarkup(_ markup: String) {
        gtk_label_set_markup(gtkLabel, TextForGtk.replacingNUL(markup))
    }

    /// Whether long text wraps onto several lines.
    public var wraps: Bool {
        get { gtk_label_get_wrap(gtkLabel) != 0 }
        set { gtk_label_set_wrap(gtkLabel, newValue ? 1 : 0) }
    }

    /// Whether the user can select (and copy) the text.
    public var isSelectable: Bool {
        get { gtk_label_get_selectable(gtkLabel) != 0 }
        set { gtk_label_set_selectable(gtkLabel, newValue ? 1 : 0) }
    }

    /// The horizontal alignment of the text, from 0 (start) to 1 (end).
    public var textAlignment: Double {
        get { Double(gtk_label_get_xalign(gtkLabel)) }
        set { gtk_label_set_xalign(gtkLabel, Float(newValue)) }
    }

}
