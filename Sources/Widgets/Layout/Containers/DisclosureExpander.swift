import Hooks
import Reconciler

/// The widget of a ``DisclosureGroup``: a clickable title over content shown
/// only while it is open.
public struct DisclosureExpander: Widget, ToolkitWidget, Toggleable {
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
