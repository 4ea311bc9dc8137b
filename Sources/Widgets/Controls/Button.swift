import Reconciler

/// A push button with a title, an icon, or any content, and an action.
///
/// ```swift
/// Button("You clicked \(count.wrappedValue) times") {
///     count.wrappedValue += 1
/// }
/// Button(iconName: "window-close-symbolic") { remove(row) }
/// ```
public struct Button: Widget, ToolkitWidget, Activatable {
    /// The accessible role: a button.
    public static var role: WidgetRole { .button }

    /// The title, if the button shows one.
    public var title: String?
    /// The icon of the theme, if the button shows one.
    public var iconName: String?
    /// The key combination that activates the button.
    public var shortcut: KeyboardShortcut?
    /// Called when the button is clicked.
    public var action: @MainActor () -> Void
    /// Common modifiers.
    public var modifiers = WidgetModifiers()
    /// Custom content, when there is no title or icon.
    public var content: Element

    /// A button showing `title`.
    @inlinable public init(_ title: String, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.action = action
        content = Element.empty
    }

    /// A button showing the theme icon `iconName`.
    @inlinable public init(iconName: String, action: @escaping @MainActor () -> Void) {
        self.iconName = iconName
        self.action = action
        content = Element.empty
    }

    /// A button showing the view `label` builds: one view (GtkHost shows the
    /// first of several, with a warning), or a stack of them.
    @inlinable public init<Label: View>(
        action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) {
        self.action = action
        content = Element(label())
    }

    /// The title.
    public var text: String? { title }

    /// Calls the action.
    public func activate() { action() }

    /// Activates the button with `shortcut` while its window has focus:
    /// `.defaultAction` makes it the button Enter clicks (the window's
    /// default), `.cancelAction` the one Escape clicks.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> Button {
        var button = self
        button.shortcut = shortcut
        return button
    }
}
