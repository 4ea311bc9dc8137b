import Hooks
import Reconciler

/// A single-line text entry bound to a string.
///
/// ```swift
/// let name = useState("")
/// TextField("Name", text: name) { submit(name.wrappedValue) }
/// ```
public struct TextField: SingleLineEntry {
    /// The accessible role.
    public static var role: WidgetRole { .textField }

    /// The placeholder, contents and callbacks.
    public var fields: EntryFields
    /// Common modifiers.
    public var modifiers = WidgetModifiers()

    /// A field showing and editing `text`.
    public init(
        _ placeholder: String, text: Binding<String>, onSubmit: (@MainActor () -> Void)? = nil
    ) {
        fields = EntryFields(placeholder, text: text, onSubmit: onSubmit)
    }
}
