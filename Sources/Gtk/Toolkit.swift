import CGtk

/// GTK itself: initialization and version.
@MainActor
public enum Toolkit {
    private static var initialized: Bool?

    /// Initializes GTK once and reports whether a display could be opened.
    ///
    /// GTK 4 cannot run without a display (`DISPLAY` or `WAYLAND_DISPLAY`);
    /// headless machines run GTK code under `xvfb-run`.
    public static func initialize() -> Bool {
        if let initialized { return initialized }
        let opened = gtk_init_check() != 0
        initialized = opened
        return opened
    }

    /// The message to show when ``initialize()`` fails.
    public static let noDisplayMessage = """
        GTK could not open a display (DISPLAY and WAYLAND_DISPLAY are unset or unreachable). \
        Run GTK code under a display server, e.g. `xvfb-run -a swift test`, or use `make test`.
        """

    /// The version of the GTK library loaded at run time, such as `4.8.3`.
    public static var version: String {
        "\(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())"
    }
}
