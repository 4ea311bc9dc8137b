import Gtk

/// The default theme CSS of GtkHooks, loaded first into the app's style sheet.
///
/// GTK's own theme (Adwaita in GTK 4.8) provides the light and dark palettes
/// through `gtk-application-prefer-dark-theme`; these rules add the classes
/// GtkHooks apps use and the scoped `.gtkhooks-dark`/`.gtkhooks-light`
/// classes `.colorScheme(_:)` sets on a subtree below a window's root. The
/// rules are `Resources/GtkHooks/theme.css`, compiled into the binary with
/// GResource (see ``Gtk/Resource``).
enum DefaultThemeCSS {
    /// The resource path of the theme CSS.
    static let path = Resource.toolkitPrefix + "/theme.css"

    /// The rules; empty, with a warning logged, if the resource is missing.
    @MainActor static var css: String {
        if let css = Resource.text(at: path) { return css }
        Log.warning("the default theme CSS \(path) is not in the program's resources")
        return ""
    }
}
