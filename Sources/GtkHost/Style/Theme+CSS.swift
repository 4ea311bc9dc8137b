import Widgets

extension Widgets.Theme {
    /// The rules that give the widgets matching `selector` (and what is inside
    /// them) this theme, followed by the theme's extra CSS.
    ///
    /// GTK 4.8's `@define-color` is global, so the accent is written onto the
    /// widgets that show it (suggested actions, checks, switches, sliders)
    /// instead, which scopes it to the subtree. The `background` shorthand
    /// also clears the theme's background images, which would cover the color.
    func cssRules(selector scope: String) -> String {
        let accent = accentColor.css
        // Adwaita's button padding is 5px 10px.
        let vertical = Int((5 * spacingScale).rounded())
        let horizontal = Int((10 * spacingScale).rounded())
        return """
            \(scope) { font-size: \(fontScale)em; }
            \(scope) button, \(scope) entry { border-radius: \(cornerRadius)px; }
            \(scope) button { padding: \(vertical)px \(horizontal)px; }
            \(scope).suggested-action, \(scope) button.suggested-action, \
            \(scope) checkbutton check:checked, \(scope) switch:checked, \
            \(scope) scale highlight, \(scope) progressbar progress \
            { background: \(accent); color: #ffffff; }
            \(scope) link, \(scope) selection { color: \(accent); }
            \(css)
            """
    }
}
