import Hooks
import Reconciler

/// A single-line text entry bound to a string.
///
/// ```swift
/// let name = useState("")
/// TextField("Name", text: name) { submit(name.wrappedValue) }
/// ```
public struct TextField: Widget, TextEditable, Submittable {
    /// The accessible role.
    public static var role: WidgetRole { .textField }

    /// The hint shown while the field is empty.
    public var placeholder: String
    /// The current contents.
    public var value: String
    /// Called with the new contents when the user edits them.
    public var onChange: @MainActor (String) -> Void
    /// Called when the user presses Enter.
    public var onSubmit: (@MainActor () -> Void)?
    /// Common modifiers.
    public var modifiers = WidgetModifiers()

    /// A field showing and editing `text`.
    public init(
        _ placeholder: String, text: Binding<String>, onSubmit: (@MainActor () -> Void)? = nil
    ) {
        self.placeholder = placeholder
        value = text.wrappedValue
        onChange = { text.wrappedValue = $0 }
        self.onSubmit = onSubmit
    }

    /// The contents.
    public var text: String? { value }

    /// Sets the contents to `text`, as typing would.
    public func input(_ text: String) { onChange(text) }

    /// Calls `onSubmit`, as pressing Enter would.
    public func submit() { onSubmit?() }
}
