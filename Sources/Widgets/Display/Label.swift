import Hooks
import Reconciler

/// A title beside an icon, as in a list row or a settings page.
///
/// ```swift
/// Label("Inbox", icon: "mail-unread-symbolic")
/// Label("Inbox", systemImage: "mail-unread-symbolic")  // the same
/// ```
///
/// The icon is a name of the desktop's icon theme (such as
/// `document-save-symbolic`), not an SF Symbol: `systemImage:` is
/// SwiftUI's spelling, kept for familiarity, and takes the same theme
/// names. The title is the label's accessible name; the icon is decoration.
/// `.labelStyle(.titleOnly)` or `.labelStyle(.iconOnly)` on it or an ancestor
/// shows one of the two (see ``LabelStyle``).
public struct Label: Widget, ToolkitWidget, EnvironmentReadingView {
    /// The accessible role: a label.
    public static var role: WidgetRole { .label }

    /// The text shown.
    public var title: String
    /// The icon theme's name of the icon shown before the title.
    public var iconName: String
    /// What it shows; read from the environment's `labelStyle`.
    public var style = LabelStyle.titleAndIcon
    /// Common modifiers.
    public var modifiers = WidgetModifiers()

    /// `title` after the icon theme's icon `icon`.
    @inlinable public init(_ title: String, icon: String) {
        self.title = title
        iconName = icon
    }

    /// `title` after the icon theme's icon `systemImage` (SwiftUI's spelling;
    /// the name is an icon theme's, not an SF Symbol's).
    @inlinable public init(_ title: String, systemImage: String) {
        self.init(title, icon: systemImage)
    }

    /// The title.
    public var text: String? { title }

    /// Takes ``style`` from the environment's `labelStyle`.
    public mutating func read(_ environment: EnvironmentValues) {
        style = environment.labelStyle
    }
}
