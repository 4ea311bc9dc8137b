import Hooks
import Reconciler

/// A single-line entry that hides what is typed (passwords).
///
/// ```swift
/// let password = useState("")
/// SecureField("Password", text: password) { logIn() }
/// ```
public struct SecureField: SingleLineEntry, ToolkitWidget {
    /// The accessible role.
    public static var role: WidgetRole { .secureField }

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
