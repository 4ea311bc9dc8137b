import CGtk

/// GTK's settings for the default display (`GtkSettings`).
///
/// GTK 4.8 has one dark preference per display: setting
/// ``prefersDarkTheme`` restyles every open window (without libadwaita).
@MainActor
public final class Settings: Object {
    /// The GType of `GtkSettings`.
    override public class var gType: UInt { gtk_settings_get_type() }

    private init(settings: OpaquePointer) {
        super.init(sinking: UnsafeMutableRawPointer(settings), tracked: false)
    }

    /// The settings of the default display; nil before GTK has a display.
    public static var current: Settings? {
        guard Toolkit.initialize(), let settings = gtk_settings_get_default() else { return nil }
        return Settings(settings: settings)
    }

    /// `gtk-application-prefer-dark-theme`: whether the theme's dark variant is used.
    public var prefersDarkTheme: Bool {
        get { gtkhooks_object_get_bool(pointer, "gtk-application-prefer-dark-theme") != 0 }
        set {
            gtkhooks_object_set_bool(
                pointer, "gtk-application-prefer-dark-theme", newValue ? 1 : 0)
        }
    }

    /// `gtk-double-click-time`: the longest time, in milliseconds, between
    /// two clicks that GTK counts as one double click.
    public var doubleClickMilliseconds: Int {
        Int(gtkhooks_object_get_int(pointer, "gtk-double-click-time"))
    }

    /// The name of the GTK theme (`gtk-theme-name`), such as `Default`.
    public var themeName: String {
        get {
            guard let name = gtkhooks_object_dup_string(pointer, "gtk-theme-name") else {
                return ""
            }
            defer { g_free(name) }
            return String(cString: name)
        }
        set { gtkhooks_object_set_string(pointer, "gtk-theme-name", newValue) }
    }
}
