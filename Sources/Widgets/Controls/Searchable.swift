import Hooks
import Reconciler

/// A view with a search bar above it, made by
/// `.searchable(text:isPresented:prompt:)`.
///
/// The bar stays hidden until the user presses Ctrl+F or starts typing
/// anywhere in the window (or `isPresented` becomes true); Escape hides it
/// again and clears the query. The query is written to `text` when the user
/// pauses typing, as ``SearchField`` does.
public struct Searchable: SingleLineEntry, ToolkitWidget, SearchStoppable {
    /// The accessible role: a search field, with the content below it.
    public static var role: WidgetRole { .searchField }

    /// The prompt, query and callbacks of the bar's field.
    public var fields: EntryFields
    /// Whether the bar is shown, written back when the user opens or closes
    /// it; nil when the app does not follow it.
    public var isPresented: Binding<Bool>?
    /// Common modifiers.
    public var modifiers = WidgetModifiers()
    /// The view below the bar.
    public var content: Element

    /// `content` with a search bar whose field shows `prompt` and edits `text`.
    @inlinable public init<Content: View>(
        text: Binding<String>, isPresented: Binding<Bool>? = nil, prompt: String,
        onSubmit: (@MainActor () -> Void)? = nil, content: Content
    ) {
        fields = EntryFields(prompt, text: text, onSubmit: onSubmit)
        self.isPresented = isPresented
        self.content = Element(content)
    }

    /// Clears the query and hides the bar, as Escape does.
    public func stopSearch() {
        fields.onChange("")
        isPresented?.wrappedValue = false
    }
}

extension View {
    /// Puts a search bar above this view, as GNOME's apps do below the header bar.
    ///
    /// Ctrl+F or typing anywhere in the window shows it, Escape hides it and
    /// clears the query, and the query is written to `text` when the user
    /// pauses typing. Apply it to a window's content (the bar then sits just
    /// below the header bar) or to a list, not to a `Window`.
    ///
    /// ```swift
    /// NotesList(query: query.wrappedValue)
    ///     .searchable(text: query, prompt: "Search notes")
    /// ```
    ///
    /// - Parameters:
    ///   - text: the query.
    ///   - isPresented: whether the bar is shown, written back when the user
    ///     opens or closes it.
    ///   - prompt: shown in the empty field, and its accessible name.
    ///   - onSubmit: called when the user presses Enter in the field.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>? = nil, prompt: String,
        onSubmit: (@MainActor () -> Void)? = nil
    ) -> Searchable {
        Searchable(
            text: text, isPresented: isPresented, prompt: prompt, onSubmit: onSubmit,
            content: self)
    }
}
