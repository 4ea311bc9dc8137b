import Hooks
import Reconciler
import Widgets

extension WidgetRole {
    /// A title that shows or hides the content below it (`GtkExpander`).
    public static let expander = WidgetRole("expander")
}

/// A title that shows or hides its content when clicked (`GtkExpander`).
///
/// Bound to a `Bool`. Its content is one view of the app's tree (GtkHost shows the
/// first of several, with a warning): put several in a stack.
///
/// ```swift
/// let open = useState(false)
/// Expander("Details", isExpanded: open) {
///     Text("Shown when open")
/// }
/// ```
public struct Expander: Widget, Toggleable {
    /// The accessible role: an expander.
    public static var role: WidgetRole { .expander }

    /// The title, always shown.
    public var title: String
    /// Whether the content is shown.
    public var isExpanded: Bool
    /// Called with the new state when the user opens or closes it.
    public var onChange: @MainActor (Bool) -> Void
    /// The views shown when expanded; the first one with a widget is the child.
    public var content: Element
    /// Common modifiers.
    public var modifiers = WidgetModifiers()

    /// An expander titled `title` around `content`, open when `isExpanded` is.
    public init(
        _ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> some View
    ) {
        self.title = title
        self.isExpanded = isExpanded.wrappedValue
        onChange = { isExpanded.wrappedValue = $0 }
        self.content = Element(content())
    }

    /// The title.
    public var text: String? { title }

    /// Opens or closes it, as a click on the title would.
    public func toggle() { onChange(!isExpanded) }
}
