import Gtk
import Widgets

/// The app's style: one display-wide `GtkCssProvider` with the theme CSS, the
/// app's own CSS and a rule set per `Theme` in use, and the inline styles of
/// widgets with style modifiers.
///
/// Nothing grows with the values an app has used: a theme's rules and an
/// inline style's provider go when the last widget showing them changes or
/// unmounts. A new `.foregroundColor`, `.background`, `.fontSize` or
/// `.fontWeight` value restyles its widget alone; a new theme reloads this
/// sheet, whose size is the app's CSS plus the themes in use.
///
/// Invalid CSS never stops the app: each problem is reported with the rule it
/// is in (`parsingErrors`, and logged), and the valid rules still apply.
///
/// ```swift
/// host.styleSheet.appCSS = ".danger { color: @error_color; }"
/// ```
@MainActor public final class StyleSheet {
    private struct ThemeRules {
        let css: String
        var uses: Int
    }

    private let provider = CSSProvider()
    private var themes: [String: ThemeRules] = [:]
    private var needsReload = false
    let inlineStyles = InlineStyles()

    /// Problems found in the last load, each naming the rule it is in.
    public private(set) var parsingErrors: [String] = []

    /// How many times the display-wide provider was loaded (each a parse of
    /// the whole sheet and a restyle of every window).
    public private(set) var loadCount = 0

    /// How many distinct themes have rules in the sheet now.
    public var themeCount: Int { themes.count }

    /// How many distinct inline styles (each a small provider shared by the
    /// widgets that show it) are in use now.
    public var inlineStyleCount: Int { inlineStyles.count }

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

    /// The class whose rules give `theme` to the widgets that carry it.
    ///
    /// The rules are added to the sheet if no widget uses that theme yet;
    /// balance with ``releaseTheme(_:)``. Values that are not valid CSS go to
    /// `reject`.
    func acquireTheme(
        _ theme: Widgets.Theme, on widget: Gtk.Widget, rejecting reject: (StyleRejection) -> Void
    ) -> String {
        let placeholder = ".gtkhooks-theme-\u{FFFF}"
        let rules = theme.cssRules(scope: placeholder, on: widget, rejecting: reject)
        return acquireRules(rules, named: "gtkhooks-theme", placeholder: placeholder)
    }

    /// The class `prefix-<hash>` whose rules are `rules` with `placeholder`
    /// replaced by its selector.
    ///
    /// The rules are added to the sheet if no widget uses them yet; balance
    /// with ``releaseTheme(_:)``.
    func acquireRules(_ rules: String, named prefix: String, placeholder: String) -> String {
        let name = "\(prefix)-\(Self.hash(rules))"
        if themes[name] != nil {
            themes[name]!.uses += 1
        } else {
            themes[name] = ThemeRules(css: rules.replacing(placeholder, with: ".\(name)"), uses: 1)
            needsReload = true
        }
        return name
    }

    /// Drops one use of the theme (or tint) class `name`; its rules go with the last.
    func releaseTheme(_ name: String) {
        guard let rules = themes[name] else { return }
        if rules.uses <= 1 {
            themes[name] = nil
            needsReload = true
        } else {
            themes[name]!.uses -= 1
        }
    }

    /// Loads the sheet if themes were added or dropped since the last load.
    func reloadIfNeeded() {
        if needsReload { reload() }
    }

    private func reload() {
        needsReload = false
        let generated = themes.keys.sorted().map { themes[$0]!.css }
        let source = ([themeCSS, appCSS] + generated).joined(separator: "\n")
        let problems = provider.load(source)
        loadCount += 1
        let previous = Set(parsingErrors)
        parsingErrors = problems.map { CSSProblem(message: $0, source: source).description }
        for problem in parsingErrors where !previous.contains(problem) {
            Log.warning("invalid CSS: \(problem)")
        }
    }

    private static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(value, radix: 36)
    }
}
