import GtkTestSupport

/// The base of the outside module's GTK tests: the project's `GtkTestCase`,
/// which fails (never skips) without a display, when a test leaves a GObject,
/// closure box or GLib source alive (G4), and on an unexpected GLib warning.
typealias ExtraWidgetsTestCase = GtkTestCase
