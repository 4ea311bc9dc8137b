import Hooks
import Reconciler

/// A multi-line text editor bound to a string (a GTK text view).
///
/// ```swift
/// TextEditor(text: notes)
/// TextEditor(text: json, wrap: .character)
/// ```
///
/// `wrap` chooses how long lines break (``TextWrap/wordOrCharacter`` unless
/// given). Any text shows at once, also 1 MB on one line: GtkHost shows a
/// paragraph longer than 2,000 characters in pieces, each starting on a new
/// row (after a space where one is near), and these breaks are never part of
/// the value. A NUL is shown as "␀" (U+2400) and stays a NUL in the value
/// when the user edits around it.
public struct TextEditor: Widget, ToolkitWidget, TextEditable {
    /// The accessible role: a text editor.
    public static var role: WidgetRole { .textEditor }

    /// The current contents.
    public var value: String
    /// How long lines are wrapped.
    public var wrap: TextWrap
    /// Called with the new contents when the user edits them.
    public var onChange: @MainActor (String) -> Void
    /// Common modifiers.
    public var modifiers = WidgetModifiers()

    /// An editor showing and editing `text`, wrapping long lines as `wrap` says.
    @inlinable public init(text: Binding<String>, wrap: TextWrap = .wordOrCharacter) {
        value = text.wrappedValue
        self.wrap = wrap
        onChange = { text.wrappedValue = $0 }
    }

    /// The contents.
    public var text: String? { value }

    /// Sets the contents to `text`, as typing would.
    public func input(_ text: String) { onChange(text) }
}
