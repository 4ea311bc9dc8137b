import Gtk
import XCTest

/// Print settings and page setups to and from a `Variant`: GTK returns a new
/// floating variant with transfer none, which the wrapper sinks and owns.
final class PrintSettingsVariantTests: GtkTestCase {
    func testPrintSettingsComeBackFromTheirVariant() throws {
        try MainActor.assumeIsolated {
            let settings = PrintSettings()
            settings.setPrinter(printer: "Office")
            settings.setNCopies(numCopies: 3)
            let variant = try XCTUnwrap(settings.toGvariant())
            XCTAssertEqual(variant.typeString, "a{sv}")
            XCTAssertTrue(variant.printed().contains("'Office'"), variant.printed())

            let restored = PrintSettings(gvariant: variant)
            XCTAssertEqual(restored.printer(), "Office")
            XCTAssertEqual(restored.nCopies(), 3)
        }
    }

    func testAPageSetupComesBackFromItsVariant() throws {
        try MainActor.assumeIsolated {
            let setup = PageSetup()
            setup.setOrientation(orientation: .landscape)
            let variant = try XCTUnwrap(setup.toGvariant())
            XCTAssertEqual(PageSetup(gvariant: variant).orientation(), .landscape)
            XCTAssertEqual(variant, try XCTUnwrap(setup.toGvariant()), "equal values")
        }
    }
}
