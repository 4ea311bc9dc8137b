import Gtk

/// What the style sheet gave one widget beyond the classes its modifiers
/// name: a shared inline style and a theme class, each counted in use until
/// the widget's modifiers change it or the widget unmounts (``release()``).
@MainActor final class WidgetStyle {
    private weak var sheet: StyleSheet?
    private let widget: Gtk.Widget
    /// The inline style attached to the widget.
    var inline: InlineStyle?
    /// The theme class the widget carries.
    var themeClass: String?
    /// The tint class the widget carries.
    var tintClass: String?

    init(sheet: StyleSheet, widget: Gtk.Widget) {
        self.sheet = sheet
        self.widget = widget
    }

    /// Gives back the inline style and the theme class (on unmount).
    func release() {
        guard let sheet else { return }
        if let inline { sheet.inlineStyles.detach(inline, from: widget) }
        if let themeClass {
            sheet.releaseTheme(themeClass)
            sheet.reloadIfNeeded()
        }
        if let tintClass {
            sheet.releaseTheme(tintClass)
            sheet.reloadIfNeeded()
        }
        inline = nil
        themeClass = nil
        tintClass = nil
    }
}
