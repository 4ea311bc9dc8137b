import Hooks
import Reconciler

/// A button that opens a popover of any views below it (a GTK menu button).
///
/// Unlike `Menu`, whose content is menu items only, its content is any view:
/// a form, a colour grid, a slider. The popover opens on a click and closes on
/// Escape or a click outside by itself; given `isPresented`, the app follows
/// and sets whether it is open. Its content is rendered only while it is
/// open. It renders to a ``PopoverButton``, the widget queries find.
///
/// ```swift
/// MenuButton("Zoom") {
///     Slider("Zoom", value: zoom, in: 0.5...4)
///         .frame(width: 200)
///         .padding(12)
/// }
/// ```
public struct MenuButton<Content: View>: HookView {
    let title: String
    let iconName: String?
    let isPresented: Binding<Bool>?
    let content: Content

    /// A button titled `title` (showing `iconName` instead when given)
    /// opening what `content` builds; `isPresented`, when given, follows and
    /// sets whether it is open.
    public init(
        _ title: String, iconName: String? = nil, isPresented: Binding<Bool>? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.title = title
        self.iconName = iconName
        self.isPresented = isPresented
        self.content = content()
    }

    /// The button, its open state the app's binding or its own.
    public var hookBody: some View {
        let ownState = useState(false)
        let isOpen = isPresented ?? ownState
        PopoverButton(title, iconName: iconName, isPresented: isOpen) { content }
    }
}

/// The widget of a ``MenuButton``: a button and the popover it opens.
public struct PopoverButton: Widget, ToolkitWidget, Activatable, Closable {
    /// The accessible role: a menu button.
    public static var role: WidgetRole { .menu }

    /// The button's title; also its accessible name.
    public var title: String
    /// The icon shown instead of the title, if any.
    public var iconName: String?
    /// Whether the popover is open.
    public var isPresented: Bool
    /// Called with the new state when a person opens or closes the popover.
    public var onChange: @MainActor (Bool) -> Void
    /// Common modifiers.
    public var modifiers = WidgetModifiers()
    /// The popover's content while it is open; empty while it is closed.
    public var content: Element

    /// A button titled `title` opening what `content` builds while `isPresented` is true.
    public init<Content: View>(
        _ title: String, iconName: String? = nil, isPresented: Binding<Bool>,
        @ViewBuilder content: () -> Content
    ) {
        self.title = title
        self.iconName = iconName
        self.isPresented = isPresented.wrappedValue
        onChange = { isPresented.wrappedValue = $0 }
        self.content = isPresented.wrappedValue ? Element(content()) : Element.empty
    }

    /// The title.
    public var text: String? { title }

    /// Opens or closes the popover, as a click on the button does.
    public func activate() { onChange(!isPresented) }

    /// Closes the popover, as Escape does.
    public func requestClose() async -> Bool {
        onChange(false)
        return true
    }
}
