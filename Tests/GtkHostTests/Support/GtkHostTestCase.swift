import GtkTestSupport

/// The base of GtkHost tests: ``GtkTestCase``'s checks (a display, nothing of
/// ours left alive (SEMANTICS G4), no GLib warning the test did not expect).
class GtkHostTestCase: GtkTestCase {}
