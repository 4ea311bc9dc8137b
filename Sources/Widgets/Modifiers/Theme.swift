import Hooks

/// The look of a subtree: accent color, spacing and font scale, corner radius, extra CSS.
///
/// A host turns it into style rules; components read it with
/// `useEnvironment(\.theme)`.
///
/// ```swift
/// var theme = Theme.light
/// theme.accentColor = .red
/// ContentView().theme(theme)
/// ```
public struct Theme: Hashable, Sendable {
    /// The color of suggested actions and highlights.
    public var accentColor: Color
    /// The factor applied to the padding of controls; 1 is the default.
    public var spacingScale: Double
    /// The factor applied to the font size; 1 is the default.
    public var fontScale: Double
    /// The radius of the corners of buttons and entries, in pixels.
    public var cornerRadius: Int
    /// Extra CSS rules applied after the theme's own, to the themed subtree only.
    ///
    /// Each selector matches inside the themed widgets or one of them
    /// (`label` styles the labels of the subtree); `&` names the themed
    /// widgets themselves (`& > label`). The rules go when the subtree
    /// unmounts. At-rules such as `@define-color` would style the whole app
    /// and are left out with a warning, as is text outside a rule.
    public var css: String

    /// A theme with the given values; unset ones are the light defaults.
    public init(
        accentColor: Color = Theme.lightAccent, spacingScale: Double = 1, fontScale: Double = 1,
        cornerRadius: Int = 6, css: String = ""
    ) {
        self.accentColor = accentColor
        self.spacingScale = spacingScale
        self.fontScale = fontScale
        self.cornerRadius = cornerRadius
        self.css = css
    }

    /// The default theme of light windows (the GTK default blue accent).
    public static let light = Theme()
    /// The default theme of dark windows.
    public static let dark = Theme(accentColor: Color(red: 0.47, green: 0.68, blue: 0.93))

    /// The accent of the light theme: GTK's default blue, `#3584e4`.
    public static let lightAccent = Color(red: 0.21, green: 0.52, blue: 0.89)
}

private struct ThemeKey: EnvironmentKey {
    static var defaultValue: Theme { .light }
}

extension EnvironmentValues {
    /// The theme of the subtree; `Theme.light` unless an ancestor sets one.
    public var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}
