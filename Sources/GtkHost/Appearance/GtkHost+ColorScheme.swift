import Gtk
import Hooks
import Reconciler
import Widgets

extension GtkHost {
    /// Switches GTK's dark preference when `instance` carries
    /// `.colorScheme(_:)` at a window's root (SEMANTICS G3); deeper widgets
    /// get the scoped theme class from the style sheet instead.
    func applyColorScheme(of instance: GtkInstance) {
        guard let scheme = instance.colorScheme, isWindowRoot(instance)
        else { return }
        appliedScheme = scheme
    }

    /// The scheme GTK shows now; setting it switches
    /// `gtk-application-prefer-dark-theme`, which restyles every window.
    var appliedScheme: ColorScheme? {
        get { Settings.current.map { $0.prefersDarkTheme ? .dark : .light } }
        set {
            guard let newValue, let settings = Settings.current else { return }
            let dark = newValue == .dark
            if settings.prefersDarkTheme != dark { settings.prefersDarkTheme = dark }
        }
    }

    private func isWindowRoot(_ instance: GtkInstance) -> Bool {
        if instance.view is Widgets.Window { return true }
        guard let parent = instance.parent else { return false }
        return parent.view is Widgets.Window || parent.view is ContainerView
            || parent.view is AppContainerView
    }
}
