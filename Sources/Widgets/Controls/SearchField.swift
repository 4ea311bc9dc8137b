import Hooks
import Reconciler

/// A field for a search query, bound to a string.
///
/// ```swift
/// let query = useState("")
/// SearchField("Search notes", text: query) { openFirstMatch() }
/// ```
///
/// The binding is written when the user pauses typing (after `delay`
/// milliseconds, GTK's 150 by default), so a search runs once per pause and
/// not once per key. Escape clears the query, Enter calls `onSubmit`, and
/// Ctrl+F moves the focus to the field. With `capturesTyping` (the default)
/// typing anywhere in the window while nothing else takes the keys goes to
/// the field, as in GNOME's apps.
///
/// A value written from state is shown without being reported back (G1).
public struct SearchField: SingleLineEntry, ToolkitWidget, SearchStoppable {
    /// The accessible role.
    public static var role: WidgetRole { .searchField }

    /// The prompt, contents and callbacks.
    public var fields: EntryFields
    /// How long, in milliseconds, the field waits after the last key before
    /// it writes the binding; nil for GTK's default (150).
    public var delay: Int?
    /// Whether typing anywhere in the window goes to the field.
    public var capturesTyping: Bool
    /// Common modifiers.
    public var modifiers = WidgetModifiers()

    /// A field showing and editing the query `text`, with `prompt` shown
    /// while it is empty (and as its accessible name).
    @inlinable public init(
        _ prompt: String, text: Binding<String>, delay: Int? = nil, capturesTyping: Bool = true,
        onSubmit: (@MainActor () -> Void)? = nil
    ) {
        fields = EntryFields(prompt, text: text, onSubmit: onSubmit)
        self.delay = delay
        self.capturesTyping = capturesTyping
    }

    /// Clears the query, as Escape does.
    public func stopSearch() { fields.onChange("") }
}
