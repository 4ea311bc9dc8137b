import Hooks
import Reconciler

/// A multi-line text editor bound to a string (a GTK text view).
///
/// ```swift
/// TextEditor(text: notes)
/// ```
public struct TextEditor: Widget, TextEditable {
    /// The accessible role: a text editor.
    public static var role: WidgetRole { .textEditor }

    /// The current contents.
    public var value: String
    /// Called with the new contents when the user edits them.
    public var onChange: @MainActor (String) -> Void
    /// Common modifiers.
    public var modifiers = WidgetModifiers()

    /// An editor showing and editing `text`.
    public init(text: Binding<String>) {
        value = text.wrappedValue
        onChange = { text.wrappedValue = $0 }
    }

    /// The contents.
    public var text: String? { value }

    /// Sets the contents to `text`, as typing would.
    public func input(_ text: String) { onChange(text) }
}
