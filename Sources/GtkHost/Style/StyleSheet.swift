import Gtk
import Widgets

/// The app's one `GtkCssProvider`: the theme CSS, the app's own CSS and a rule
/// per style modifier value in use (`.gtkhooks-fg-...` classes).
///
/// Invalid CSS never stops the app: each problem is reported with the rule it
/// is in (`parsingErrors`, and logged), and the valid rules still apply.
///
/// ```swift
/// host.styleSheet.appCSS = ".danger { color: @error_color; }"
/// ```
@MainActor public final class StyleSheet {
    private let provider = CSSProvider()
    private var generatedRules: [String: String] = [:]

    /// Problems found in the last load, each naming the rule it is in.
    public private(set) var parsingErrors: [String] = []

    /// The app's own CSS, loaded after the theme; setting it reloads the sheet.
    public var appCSS = "" {
        didSet { reload() }
    }

    /// The theme CSS loaded first (the light and dark defaults of GtkHooks).
    public var themeCSS = DefaultThemeCSS.css {
        didSet { reload() }
    }

    /// A sheet with the theme loaded, installed on the default display.
    public init() {
        reload()
        provider.install()
    }

    isolated deinit {
        provider.uninstall()
    }

    /// The class that gives a widget `declarations`, adding its rule if new.
    func className(_ prefix: String, _ declarations: String) -> String {
        let name = "gtkhooks-\(prefix)-\(Self.hash(declarations))"
        if generatedRules[name] == nil {
            generatedRules[name] = ".\(name) { \(declarations) }"
            reload()
        }
        return name
    }

    /// The class whose rules `rules(selector)` writes, adding them if new; the
    /// name comes from the rules, so equal rules share one class.
    func className(_ prefix: String, rules: (_ selector: String) -> String) -> String {
        let name = "gtkhooks-\(prefix)-\(Self.hash(rules("&")))"
        if generatedRules[name] == nil {
            generatedRules[name] = rules(".\(name)")
            reload()
        }
        return name
    }

    private func reload() {
        let generated = generatedRules.keys.sorted().compactMap { generatedRules[$0] }
        let source = ([themeCSS, appCSS] + generated).joined(separator: "\n")
        let problems = provider.load(source)
        parsingErrors = problems.map { CSSProblem(message: $0, source: source).description }
        for problem in parsingErrors { Log.warning("invalid CSS: \(problem)") }
    }

    private static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(value, radix: 36)
    }
}
