import Hooks
import Reconciler

/// A single-line text entry bound to a string.
///
/// ```swift
/// let name = useState("")
/// TextField("Name", text: name) { submit(name.wrappedValue) }
/// ```
///
/// The field never cuts the bound value. A NUL (U+0000) is shown as "␀"
/// (U+2400) and stays a NUL when the user edits around it. GTK's entry holds
/// at most 65,534 UTF-8 bytes: a longer value is shown cut (ending in "…")
/// and read-only, a warning naming the field is logged, and no edit of the
/// field is written back until the value is short enough again; use a
/// ``TextEditor`` for long text. ``SecureField`` behaves the same.
public struct TextField: SingleLineEntry, ToolkitWidget {
    /// The accessible role.
    public static var role: WidgetRole { .textField }

    /// The placeholder, contents and callbacks.
    public var fields: EntryFields
    /// Common modifiers.
    public var modifiers = WidgetModifiers()

    /// A field showing and editing `text`.
    @inlinable public init(
        _ placeholder: String, text: Binding<String>, onSubmit: (@MainActor () -> Void)? = nil
    ) {
        fields = EntryFields(placeholder, text: text, onSubmit: onSubmit)
    }
}
