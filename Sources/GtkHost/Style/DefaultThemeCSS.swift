/// The default theme CSS of GtkHooks, loaded first into the app's style sheet.
///
/// GTK's own theme (Adwaita in GTK 4.8) provides the light and dark palettes
/// through `gtk-application-prefer-dark-theme`; these rules add the classes
/// GtkHooks apps use and the scoped `.gtkhooks-dark`/`.gtkhooks-light`
/// classes `.colorScheme(_:)` sets on a subtree below a window's root.
enum DefaultThemeCSS {
    static let css = """
        .danger { color: @error_color; }
        .gtkhooks-light { background-color: #fafafa; color: #2e3436; }
        .gtkhooks-dark { background-color: #242424; color: #ffffff; }
        """
}
