import Reconciler

/// A menu button: a title or icon that opens a menu; nested in another
/// menu's content, a submenu titled `title`.
///
/// The content is menu content only (`MenuBuilder`): items, check and radio
/// items, `Divider()` between sections, `MenuSection`s and submenus.
///
/// ```swift
/// Menu(iconName: "open-menu-symbolic") {
///     MenuItem("Open…", shortcut: KeyboardShortcut("o")) { open() }
///     MenuItem("Word wrap", isOn: wrap)
///     Divider()
///     Menu("Export") {
///         MenuItem("PDF") { export(.pdf) }
///     }
///     MenuItem("Quit", shortcut: KeyboardShortcut("q")) { quit() }
///         .disabled(isBusy)
/// }
/// ```
public struct Menu: Widget, ToolkitWidget {
    /// The accessible role: a menu.
    public static var role: WidgetRole { .menu }

    /// The title of the button (or submenu), if it shows one.
    public var title: String?
    /// The icon of the button, if it shows one.
    public var iconName: String?
    /// Common modifiers; `.disabled()` on a submenu disables its items.
    public var modifiers = WidgetModifiers()
    /// The menu's entries.
    public var content: Element

    /// A menu button titled `title` with the entries `content` builds.
    public init<Content: View>(_ title: String, @MenuBuilder content: () -> Content) {
        self.title = title
        self.content = Element(content())
    }

    /// A menu button showing the icon `iconName` with the entries `content` builds.
    public init<Content: View>(iconName: String, @MenuBuilder content: () -> Content) {
        self.iconName = iconName
        self.content = Element(content())
    }

    /// The title.
    public var text: String? { title }
}
