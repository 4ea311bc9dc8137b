/// A color: a named color of the GTK theme, or an explicit RGBA value.
///
/// Named colors follow the theme and the color scheme:
///
/// ```swift
/// Text("Hi").background(Color(.systemBackground))
/// ```
public struct Color: Hashable, Sendable {
    /// A color the theme defines, by its GTK name (`theme_bg_color`, ...).
    ///
    /// The built-in names are colors GTK 4.8's own theme defines in its light
    /// and dark variants; they follow the window's color scheme. An app may
    /// name a color its CSS defines (`@define-color brand #8a2be2;`).
    /// `GtkHost` ignores a name that is not a CSS identifier or that no style
    /// sheet defines, with a warning naming it and the view.
    public struct Name: Hashable, Sendable {
        /// The GTK theme's name for the color.
        public let gtkName: String

        /// A theme color called `gtkName`.
        public init(_ gtkName: String) { self.gtkName = gtkName }

        /// The window background (`theme_bg_color`).
        public static let systemBackground = Name("theme_bg_color")
        /// The text on the window background (`theme_fg_color`).
        public static let label = Name("theme_fg_color")
        /// The background of entries and lists (`theme_base_color`).
        public static let textBackground = Name("theme_base_color")
        /// The text in entries and lists (`theme_text_color`).
        public static let text = Name("theme_text_color")
        /// The accent color: selections and suggested actions (`theme_selected_bg_color`).
        public static let accent = Name("theme_selected_bg_color")
        /// The text on the accent color (`theme_selected_fg_color`).
        public static let onAccent = Name("theme_selected_fg_color")
        /// The color of destructive actions and errors (`error_color`).
        public static let destructive = Name("error_color")
        /// The color of warnings (`warning_color`).
        public static let warning = Name("warning_color")
        /// The color of success (`success_color`).
        public static let success = Name("success_color")
        /// The color of borders and separators (`borders`).
        public static let separator = Name("borders")

        /// Every built-in name, in the order above.
        public static let allBuiltIn: [Name] = [
            .systemBackground, .label, .textBackground, .text, .accent, .onAccent, .destructive,
            .warning, .success, .separator,
        ]
    }

    /// Where the color comes from.
    public enum Value: Hashable, Sendable {
        /// A theme color.
        case named(Name)
        /// Red, green, blue and opacity, each 0...1.
        case rgba(red: Double, green: Double, blue: Double, opacity: Double)
    }

    /// Where the color comes from.
    public let value: Value

    /// A theme color, such as `.systemBackground`.
    public init(_ name: Name) { value = .named(name) }

    /// An explicit color; components are 0...1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        value = .rgba(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// The color as CSS text, as written: `@theme_bg_color` or `rgba(...)`.
    ///
    /// Unchecked: a host validates a color before it writes it (`GtkHost`
    /// rejects names that are not CSS identifiers and components that are not
    /// finite). Channels are rounded to 0...255; a component that is not
    /// finite is written as 0.
    public var css: String {
        switch value {
        case .named(let name):
            return "@\(name.gtkName)"
        case .rgba(let red, let green, let blue, let opacity):
            let channels = [red, green, blue].map { component in
                component.isFinite ? String(Int((min(1, max(0, component)) * 255).rounded())) : "0"
            }
            return "rgba(\(channels.joined(separator: ", ")), \(opacity.isFinite ? opacity : 0))"
        }
    }

    /// Pure red.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Pure green.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Pure blue.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// White.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
}
