/// A color: a named color of the theme, or an explicit RGBA value.
///
/// Named colors follow the theme and the color scheme:
///
/// ```swift
/// Text("Hi").background(Color(.systemBackground))
/// ```
public struct Color: Hashable, Sendable {
    /// A color the theme or the app's style sheet defines, by name.
    ///
    /// The built-in names (`.systemBackground`, `.accent`...) are colors every
    /// theme the host supports defines in its light and dark variants; they
    /// follow the window's color scheme, and the host maps each to its
    /// platform's color. `Name("brand")` names a color the app's CSS defines
    /// (`@define-color brand #8a2be2;`). `GtkHost` ignores a name that is not
    /// a CSS identifier or that no style sheet defines, with a warning naming
    /// it and the view.
    public struct Name: Hashable, Sendable {
        /// The name: a built-in color's (`systemBackground`) or the one the
        /// app's style sheet defines.
        public let name: String
        /// Whether it is one of the built-in colors, which the host maps to its own.
        public let isBuiltIn: Bool

        /// The color the app's style sheet defines as `name`.
        public init(_ name: String) {
            self.name = name
            isBuiltIn = false
        }

        private init(builtIn name: String) {
            self.name = name
            isBuiltIn = true
        }

        /// The window background.
        public static let systemBackground = Name(builtIn: "systemBackground")
        /// The text on the window background.
        public static let label = Name(builtIn: "label")
        /// The background of entries and lists.
        public static let textBackground = Name(builtIn: "textBackground")
        /// The text in entries and lists.
        public static let text = Name(builtIn: "text")
        /// The accent color: selections and suggested actions.
        public static let accent = Name(builtIn: "accent")
        /// The text on the accent color.
        public static let onAccent = Name(builtIn: "onAccent")
        /// The color of destructive actions and errors.
        public static let destructive = Name(builtIn: "destructive")
        /// The color of warnings.
        public static let warning = Name(builtIn: "warning")
        /// The color of success.
        public static let success = Name(builtIn: "success")
        /// The color of borders and separators.
        public static let separator = Name(builtIn: "separator")

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
