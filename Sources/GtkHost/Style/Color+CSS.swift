import Gtk
import Widgets

extension Widgets.Color {
    /// The color as one CSS value: `@theme_fg_color`, `rgba(255, 0, 0, 0.5)`.
    ///
    /// Throws for a name that is not a CSS identifier or that no style sheet
    /// reaching `widget` defines, and for a component that is not a finite
    /// number. Finite components are clamped to 0...1, as CSS does.
    @MainActor func cssValue(on widget: Gtk.Widget) throws(StyleRejection) -> String {
        switch value {
        case .named(let name):
            let gtkName = name.gtkName
            guard CSSSyntax.isIdentifier(gtkName) else {
                throw StyleRejection(
                    value: "color name \"\(gtkName)\"", reason: "not a CSS identifier")
            }
            guard widget.themeColor(named: gtkName) != nil else {
                throw StyleRejection(
                    value: "color name \"\(gtkName)\"",
                    reason: "GTK's theme and the app's CSS define no color of that name")
            }
            return "@\(gtkName)"
        case .rgba(let red, let green, let blue, let opacity):
            let components = [red, green, blue, opacity]
            guard components.allSatisfy(\.isFinite) else {
                throw StyleRejection(
                    value: "color rgba(\(components.map { "\($0)" }.joined(separator: ", ")))",
                    reason: "a component is not a finite number")
            }
            let clamped = components.map { min(1, max(0, $0)) }
            let channels = clamped.prefix(3).map { String(Int(($0 * 255).rounded())) }
            let alpha = CSSSyntax.number(clamped[3]) ?? "1"
            return "rgba(\(channels.joined(separator: ", ")), \(alpha))"
        }
    }
}
