import Hooks
import Reconciler

/// A title that shows or hides the views below it when clicked (a GTK expander).
///
/// Bound to a `Bool`: a person opening or closing it writes the binding; a
/// write of the app's own opens or closes it without calling back. While it
/// is closed its content is not rendered at all (no widgets, no hooks), so a
/// closed group costs nothing and its content's state starts fresh each time
/// it opens. Put several views in a stack: GTK shows the first of several.
///
/// ```swift
/// let open = useState(false)
/// DisclosureGroup("Advanced", isExpanded: open) {
///     Toggle("Verbose logging", isOn: verbose)
/// }
/// ```
public struct DisclosureGroup: Widget, ToolkitWidget, Toggleable {
    /// The accessible role: a disclosure group.
    public static var role: WidgetRole { .disclosureGroup }

    /// The title, always shown; also its accessible name.
    public var title: String
    /// Whether the content is shown.
    public var isExpanded: Bool
    /// Called with the new state when a person opens or closes it.
    public var onChange: @MainActor (Bool) -> Void
    /// The content while expanded; empty while closed.
    public var content: Element
    /// Common modifiers.
    public var modifiers = WidgetModifiers()

    /// A group titled `title` showing what `content` builds while `isExpanded` is true.
    public init<Content: View>(
        _ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
    ) {
        self.title = title
        self.isExpanded = isExpanded.wrappedValue
        onChange = { isExpanded.wrappedValue = $0 }
        self.content = isExpanded.wrappedValue ? Element(content()) : Element.empty
    }

    /// The title.
    public var text: String? { title }

    /// Opens or closes it, as a click on the title does.
    public func toggle() { onChange(!isExpanded) }
}
