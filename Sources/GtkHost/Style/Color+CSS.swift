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

extension Widgets.Color.Name {
    /// GTK's name for the color: a built-in's in GTK 4.8's own theme (light and
    /// dark), otherwise the name the app's CSS defines.
    var gtkName: String {
        guard isBuiltIn else { return name }
        return switch self {
        case .systemBackground: "theme_bg_color"
        case .label: "theme_fg_color"
        case .textBackground: "theme_base_color"
        case .text: "theme_text_color"
        case .accent: "theme_selected_bg_color"
        case .onAccent: "theme_selected_fg_color"
        case .destructive: "error_color"
        case .warning: "warning_color"
        case .success: "success_color"
        case .separator: "borders"
        default: name
        }
    }
}
