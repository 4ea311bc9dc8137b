import CGtk
import Foundation
import Gtk
import XCTest

/// Proves that a GLib warning logged during a GTK test fails that test, and
/// that a test which declares the warning it provokes passes.
final class WarningsFailTests: GtkTestCase {
    private static let test = "GtkTests.WarningsFailTests/testAnUnexpectedWarningFailsTheTest"

    func testAnUnexpectedWarningFailsTheTest() throws {
        if isChildRun(of: Self.test) {
            // The child: a warning no test declared, which must fail it.
            setUnknownProperty()
            return
        }
        let child = try runAlone(Self.test)
        XCTAssertEqual(child.reason, .exit, child.output)
        XCTAssertNotEqual(child.status, 0, "the child's test failed\n\(child.output)")
        XCTAssertTrue(
            child.output.contains(
                "GLib logged during the test: GLib-GObject-WARNING: g_object_set_is_valid_property"),
            child.output)
        XCTAssertTrue(child.output.contains("with 1 failure"), child.output)
    }

    func testAnExpectedWarningPasses() {
        expectWarning(
            domain: "GLib-GObject", containing: "has no property named 'no-such-property'")
        setUnknownProperty()
    }
}

/// Sets a property GtkLabel does not have: GLib-GObject logs a warning.
private func setUnknownProperty() {
    let label = g_object_new_with_properties(gtk_label_get_type(), 0, nil, nil)
    g_object_ref_sink(label)
    var value = GValue()
    g_value_init(&value, g_type_from_name("gint"))
    g_object_set_property(label, "no-such-property", &value)
    g_value_unset(&value)
    g_object_unref(label)
}
