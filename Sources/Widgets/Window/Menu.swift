import Reconciler

/// A menu button: a title or icon that opens a list of `MenuItem`s.
///
/// ```swift
/// Menu(iconName: "open-menu-symbolic") {
///     MenuItem("Open…", shortcut: KeyboardShortcut("o")) { open() }
///     MenuItem("Quit", shortcut: KeyboardShortcut("q")) { quit() }
/// }
/// ```
public struct Menu: Widget {
    /// The accessible role: a menu.
    public static var role: WidgetRole { .menu }

    /// The title of the button, if it shows one.
    public var title: String?
    /// The icon of the button, if it shows one.
    public var iconName: String?
    /// Common modifiers.
    public var modifiers = WidgetModifiers()
    /// The items.
    public var content: Element

    /// A menu button titled `title` with the items `content` builds.
    public init<Content: View>(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = Element(content())
    }

    /// A menu button showing the icon `iconName` with the items `content` builds.
    public init<Content: View>(iconName: String, @ViewBuilder content: () -> Content) {
        self.iconName = iconName
        self.content = Element(content())
    }

    /// The title.
    public var text: String? { title }
}

/// One item of a `Menu`, with an optional keyboard shortcut that works while
/// the menu is closed.
public struct MenuItem: Widget, Activatable {
    /// The accessible role: a menu item.
    public static var role: WidgetRole { .menuItem }

    /// The text of the item.
    public var title: String
    /// The key combination that activates it.
    public var shortcut: KeyboardShortcut?
    /// Called when the item is chosen.
    public var action: @MainActor () -> Void
    /// Common modifiers.
    public var modifiers = WidgetModifiers()

    /// An item titled `title` calling `action`.
    public init(
        _ title: String, shortcut: KeyboardShortcut? = nil,
        action: @escaping @MainActor () -> Void
    ) {
        self.title = title
        self.shortcut = shortcut
        self.action = action
    }

    /// The title.
    public var text: String? { title }

    /// Calls the action.
    public func activate() { action() }
}
