import GtkTestSupport

/// The base of the Gtk layer's tests; see `GtkTestSupport.GtkTestCase`.
typealias GtkTestCase = GtkTestSupport.GtkTestCase
