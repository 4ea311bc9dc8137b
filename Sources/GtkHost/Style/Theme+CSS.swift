import Gtk
import Widgets

extension Widgets.Theme {
    /// The rules that give the widgets matching the class selector `scope`
    /// (and what is inside them) this theme, then the theme's extra CSS
    /// scoped to them (``ScopedCSS``).
    ///
    /// GTK 4.8's `@define-color` is global, so the accent is written onto the
    /// widgets that show it (suggested actions, checks, switches, sliders)
    /// instead, which scopes it to the subtree. The `background` shorthand
    /// also clears the theme's background images, which would cover the color.
    /// A value that is not valid CSS is passed to `reject` and its default
    /// (``Theme/light``'s) is used.
    @MainActor func cssRules(
        scope: String, on widget: Gtk.Widget, rejecting reject: (StyleRejection) -> Void
    ) -> String {
        func checked(_ value: Double, _ name: String, default fallback: Double) -> Double {
            guard value.isFinite, value >= 0, value < 1e6 else {
                reject(
                    StyleRejection(
                        value: "\(name) \(value)", reason: "not a finite number from 0 to 1e6"))
                return fallback
            }
            return value
        }
        let defaults = Theme.light
        let accent: String
        do throws(StyleRejection) {
            accent = try accentColor.cssValue(on: widget)
        } catch {
            reject(StyleRejection(value: "theme accent \(error.value)", reason: error.reason))
            accent = (try? defaults.accentColor.cssValue(on: widget)) ?? "@theme_selected_bg_color"
        }
        let spacing = checked(spacingScale, "theme spacing scale", default: defaults.spacingScale)
        let fontScale = checked(fontScale, "theme font scale", default: defaults.fontScale)
        let font = CSSSyntax.number(fontScale) ?? "1"
        var radius = cornerRadius
        if radius < 0 {
            reject(StyleRejection(value: "theme corner radius \(radius)", reason: "negative"))
            radius = defaults.cornerRadius
        }
        // Adwaita's button padding is 5px 10px.
        let vertical = CSSSyntax.number((5 * spacing).rounded()) ?? "5"
        let horizontal = CSSSyntax.number((10 * spacing).rounded()) ?? "10"
        let extra = ScopedCSS(css, scope: scope)
        extra.rejections.forEach(reject)
        return """
            \(scope) { font-size: \(font)em; }
            \(scope) button, \(scope) entry { border-radius: \(radius)px; }
            \(scope) button { padding: \(vertical)px \(horizontal)px; }
            \(Self.accentRules(scope: scope, accent: accent))
            \(extra.css)
            """
    }

    /// The rules that give the controls matching `scope` (and those inside
    /// them) the accent color `accent`, a CSS color value: what a theme's
    /// accent and `.tint(_:)` write.
    static func accentRules(scope: String, accent: String) -> String {
        """
        \(scope).suggested-action, \(scope) button.suggested-action, \
        \(scope) checkbutton check:checked, \(scope) switch:checked, \
        \(scope) scale highlight, \(scope) progressbar progress \
        { background: \(accent); color: #ffffff; }
        \(scope) link, \(scope) selection { color: \(accent); }
        """
    }
}
