import Hooks
import Reconciler

/// A top-level window with a header bar.
///
/// Its children are the `HeaderBar` (title and toolbar items) and the content;
/// a host puts the first into the title bar and the second into the window.
///
/// A window given `isPresented:` is shown while the binding is true and its
/// content is mounted only then; when a person closes it the binding becomes
/// false, so setting it true again reopens it. `onCloseRequest(_:)` can keep
/// a window open; `minimumSize`, `resizable`, `maximized` and `fullscreen`
/// (see `Window+Behaviour.swift`) set the rest of its state.
///
/// ```swift
/// Window("Notes", width: 800, height: 600) {
///     NotesView()
/// } toolbar: {
///     ToolbarItem(placement: .start) { Button(iconName: "list-add-symbolic") { add() } }
/// }
/// ```
public struct Window: Widget, ToolkitWidget {
    /// The accessible role: a window.
    public static var role: WidgetRole { .window }

    /// The title.
    public var title: String
    /// The default width, in pixels.
    public var width: Int?
    /// The default height, in pixels.
    public var height: Int?
    /// Whether the window is shown; nil for a window shown while it is in the tree.
    public var isPresented: Binding<Bool>?
    /// The smallest width a person can make the window, in pixels.
    public var minimumWidth: Int?
    /// The smallest height a person can make the window, in pixels.
    public var minimumHeight: Int?
    /// Whether a person can resize the window.
    public var isResizable = true
    /// Whether the window is maximized, both ways; nil leaves it to the person.
    public var isMaximized: Binding<Bool>?
    /// Whether the window is fullscreen, both ways; nil leaves it to the person.
    public var isFullscreen: Binding<Bool>?
    /// Asked when a person closes the window; answering false keeps it open.
    public var closeRequest: (@MainActor () async -> Bool)?
    /// Called once a close went ahead (after `closeRequest` agreed).
    public var onClose: (@MainActor () -> Void)?
    /// Each change after the first render brings the window to the front
    /// with the focus (see `raised(by:)`).
    public var raiseRequest = 0
    /// Common modifiers.
    public var modifiers = WidgetModifiers()
    /// The header bar, then the content.
    public var content: Element

    /// A window titled `title` showing `content`, with `toolbar` items in its header bar.
    public init<Content: View, Toolbar: View>(
        _ title: String, width: Int? = nil, height: Int? = nil,
        @ViewBuilder content: () -> Content, @ViewBuilder toolbar: () -> Toolbar
    ) {
        self.title = title
        self.width = width
        self.height = height
        let headerBar = HeaderBar(title: title, items: Element(toolbar()))
        self.content = Element(
            Group {
                headerBar
                content()
            })
    }

    /// A window titled `title` showing `content`.
    public init<Content: View>(
        _ title: String, width: Int? = nil, height: Int? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.init(title, width: width, height: height, content: content, toolbar: { EmptyView() })
    }

    /// A window shown while `isPresented` is true; a person closing it sets it false.
    ///
    /// ```swift
    /// let showsInspector = useState(false)
    /// Window("Inspector", isPresented: showsInspector) { InspectorView() }
    /// ```
    public init<Content: View, Toolbar: View>(
        _ title: String, isPresented: Binding<Bool>, width: Int? = nil, height: Int? = nil,
        @ViewBuilder content: () -> Content, @ViewBuilder toolbar: () -> Toolbar
    ) {
        // The header bar stays while the window is hidden: GTK cannot put a
        // title bar into a window that was on screen before.
        let shown = isPresented.wrappedValue
        self.init(
            title, width: width, height: height,
            content: {
                if shown { content() }
            }, toolbar: toolbar)
        self.isPresented = isPresented
    }

    /// A window shown while `isPresented` is true, without toolbar items.
    public init<Content: View>(
        _ title: String, isPresented: Binding<Bool>, width: Int? = nil, height: Int? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.init(
            title, isPresented: isPresented, width: width, height: height, content: content,
            toolbar: { EmptyView() })
    }

    /// Whether the window is to be on screen now.
    public var isShown: Bool { isPresented?.wrappedValue ?? true }

    /// The title.
    public var text: String? { title }
}

/// A window's header bar: its title and toolbar items.
public struct HeaderBar: Widget, ToolkitWidget {
    /// The accessible role: a header bar.
    public static var role: WidgetRole { .headerBar }

    /// The title shown in the middle.
    public var title: String
    /// Common modifiers.
    public var modifiers = WidgetModifiers()
    /// The `ToolbarItem`s.
    public var content: Element

    /// A header bar titled `title` with `items`.
    public init(title: String, items: Element) {
        self.title = title
        content = items
    }

    /// The title.
    public var text: String? { title }
}

/// An item of a header bar, at its start or end.
public struct ToolbarItem: Widget, ToolkitWidget {
    /// Where in the header bar an item goes.
    public enum Placement: Hashable, Sendable {
        /// Before the title.
        case start
        /// After the title.
        case end
    }

    /// The accessible role: a toolbar item.
    public static var role: WidgetRole { .toolbarItem }

    /// Where the item goes.
    public var placement: Placement
    /// Common modifiers.
    public var modifiers = WidgetModifiers()
    /// The item's views (usually a button or a menu).
    public var content: Element

    /// An item at `placement` showing the views `content` builds.
    public init<Content: View>(
        placement: Placement = .start, @ViewBuilder content: () -> Content
    ) {
        self.placement = placement
        self.content = Element(content())
    }
}
