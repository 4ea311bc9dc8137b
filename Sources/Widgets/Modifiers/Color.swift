/// A color: a named color of the GTK theme, or an explicit RGBA value.
///
/// Named colors follow the theme and the color scheme:
///
/// ```swift
/// Text("Hi").background(Color(.systemBackground))
/// ```
public struct Color: Hashable, Sendable {
    /// A color the theme defines, by its GTK name (`window_bg_color`, ...).
    public struct Name: Hashable, Sendable {
        /// The GTK theme's name for the color.
        public let gtkName: String

        /// A theme color called `gtkName`.
        public init(_ gtkName: String) { self.gtkName = gtkName }

        /// The window background.
        public static let systemBackground = Name("window_bg_color")
        /// The text on the window background.
        public static let label = Name("window_fg_color")
        /// The accent color.
        public static let accent = Name("accent_color")
        /// The color of destructive actions and errors.
        public static let destructive = Name("error_color")
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

    /// The color as CSS: `@window_bg_color` or `rgba(...)`.
    public var css: String {
        switch value {
        case .named(let name):
            return "@\(name.gtkName)"
        case .rgba(let red, let green, let blue, let opacity):
            let channels = [red, green, blue].map { String(Int($0 * 255 + 0.5)) }
            return "rgba(\(channels.joined(separator: ", ")), \(opacity))"
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
