import GtkTestSupport

/// The base of the example GTK tests: ``GtkTestCase``'s checks (a display,
/// every GObject, closure box and GLib source an example made released once
/// its test has run, no GLib warning the test did not expect).
class ExampleTestCase: GtkTestCase {}
