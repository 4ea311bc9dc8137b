import Hooks
import Reconciler

/// A switch, check box or toggle button bound to a Boolean.
///
/// ```swift
/// Toggle("Dark mode", isOn: isDark).toggleStyle(.checkbox)
/// Toggle("Bold", isOn: isBold).toggleStyle(.button)
/// ```
///
/// Its title is the control's accessible name in every style.
public struct Toggle: Widget, ToolkitWidget, Toggleable {
    /// How a toggle looks.
    public enum Style: Hashable, Sendable {
        /// A switch (GtkSwitch).
        case `switch`
        /// A check box (GtkCheckButton).
        case checkbox
        /// A button showing the title that stays pressed while on
        /// (GtkToggleButton), as in a formatting toolbar.
        case button
    }

    /// The accessible role: a toggle.
    public static var role: WidgetRole { .toggle }

    /// The label beside the toggle.
    public var title: String
    /// Whether it is on.
    public var isOn: Bool
    /// A switch, a check box or a toggle button.
    public var style: Style
    /// Called with the new value when the user flips it.
    public var onChange: @MainActor (Bool) -> Void
    /// Common modifiers.
    public var modifiers = WidgetModifiers()

    /// A toggle labelled `title` showing and flipping `isOn`.
    @inlinable public init(_ title: String, isOn: Binding<Bool>) {
        self.title = title
        self.isOn = isOn.wrappedValue
        style = .switch
        onChange = { isOn.wrappedValue = $0 }
    }

    /// The label.
    public var text: String? { title }

    /// Flips the value, as a click would.
    public func toggle() { onChange(!isOn) }

    /// The same toggle shown as `style`.
    public func toggleStyle(_ style: Style) -> Toggle {
        var toggle = self
        toggle.style = style
        return toggle
    }
}
