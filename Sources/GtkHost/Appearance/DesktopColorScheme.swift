import Gtk
import Hooks

/// The desktop's color scheme: the settings portal where available, else
/// GtkSettings (`gtk-application-prefer-dark-theme` as the session set it,
/// or a theme whose name ends in `dark`).
@MainActor final class DesktopColorScheme {
    private let portal: DesktopAppearance?
    /// The desktop's current preference.
    private(set) var current: ColorScheme
    /// Called when the desktop switches while the app runs.
    var onChange: (@MainActor (ColorScheme) -> Void)?

    init() {
        portal = DesktopAppearance()
        current = Self.fromSettings()
        // Subscribed before the read: a change between the two still arrives
        // (the bus has the match rule before it answers the read), where a
        // subscription after the read would miss it for good.
        portal?.onColorSchemeChanged { [weak self] value in
            self?.desktopChanged(to: value == 1 ? .dark : .light)
        }
        if let value = portal?.colorScheme(), value != 0 {
            current = value == 1 ? .dark : .light
        }
    }

    /// Takes `scheme` as the desktop's new preference (what the portal's
    /// `SettingChanged` signal reports).
    func desktopChanged(to scheme: ColorScheme) {
        guard scheme != current else { return }
        current = scheme
        onChange?(scheme)
    }

    private static func fromSettings() -> ColorScheme {
        guard let settings = Settings.current else { return .light }
        let dark = settings.prefersDarkTheme || settings.themeName.lowercased().hasSuffix("dark")
        return dark ? .dark : .light
    }
}
