import Hooks
import Reconciler

/// A single-line text entry bound to a string: what `TextField` and
/// `SecureField` share.
public protocol SingleLineEntry: Widget, TextEditable, Submittable {
    /// The placeholder, contents and callbacks.
    var fields: EntryFields { get }
}

extension SingleLineEntry {
    /// The contents.
    public var text: String? { fields.value }

    /// Sets the contents to `text`, as typing would.
    public func input(_ text: String) { fields.onChange(text) }

    /// Calls `onSubmit`, as pressing Enter would.
    public func submit() { fields.onSubmit?() }
}

/// What a single-line entry shows and reports: typing calls `onChange` with
/// the new contents, Enter calls `onSubmit`.
public struct EntryFields {
    /// The hint shown while the entry is empty.
    public var placeholder: String
    /// The current contents.
    public var value: String
    /// Called with the new contents when the user edits them.
    public var onChange: @MainActor (String) -> Void
    /// Called when the user presses Enter.
    public var onSubmit: (@MainActor () -> Void)?

    /// The fields of an entry showing and editing `text`.
    @inlinable public init(
        _ placeholder: String, text: Binding<String>, onSubmit: (@MainActor () -> Void)? = nil
    ) {
        self.placeholder = placeholder
        value = text.wrappedValue
        onChange = { text.wrappedValue = $0 }
        self.onSubmit = onSubmit
    }
}
