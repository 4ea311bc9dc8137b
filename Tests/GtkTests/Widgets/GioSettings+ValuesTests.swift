import Gtk
import XCTest

/// Typed reads and writes of settings, checked against the schema: a
/// missing key or another type reads nil and is refused, never a GLib abort.
///
/// The tests run with `GSETTINGS_BACKEND=memory`.
final class GioSettingsValuesTests: GtkTestCase {
    func testTypedValuesReadTheDefaultsAndWhatWasWritten() throws {
        try MainActor.assumeIsolated {
            let (settings, path) = try SettingsSchemaFixture.freshPreferences()
            XCTAssertEqual(settings.boolean(key: "dark"), false)
            XCTAssertEqual(settings.int(key: "font-size"), 12)
            XCTAssertEqual(settings.double(key: "zoom"), 1.0)
            XCTAssertEqual(settings.string(key: "title"), "Untitled")

            XCTAssertTrue(settings.setBoolean(key: "dark", value: true))
            XCTAssertTrue(settings.setInt(key: "font-size", value: 14))
            XCTAssertTrue(settings.setDouble(key: "zoom", value: 1.5))
            XCTAssertTrue(settings.setString(key: "title", value: "Groceries"))
            XCTAssertEqual(settings.strv(key: "recent"), [])
            XCTAssertTrue(settings.setStrv(key: "recent", value: ["a.txt", "b.txt"]))

            // A second object of the same schema reads the stored values.
            let again = try SettingsSchemaFixture.preferences(at: path)
            XCTAssertEqual(again.boolean(key: "dark"), true)
            XCTAssertEqual(again.int(key: "font-size"), 14)
            XCTAssertEqual(again.double(key: "zoom"), 1.5)
            XCTAssertEqual(again.string(key: "title"), "Groceries")
            XCTAssertEqual(again.value(key: "title"), Variant("Groceries"))
            XCTAssertEqual(again.strv(key: "recent"), ["a.txt", "b.txt"])
            settings.reset(key: "font-size")
            XCTAssertEqual(again.int(key: "font-size"), 12)
        }
    }

    func testAMissingKeyAnotherTypeOrAValueOutOfRangeIsRefused() throws {
        try MainActor.assumeIsolated {
            let settings = try SettingsSchemaFixture.freshPreferences().settings
            XCTAssertNil(settings.boolean(key: "missing"))
            XCTAssertNil(settings.value(key: "missing"))
            XCTAssertNil(settings.typeString(ofKey: "missing"))
            XCTAssertNil(settings.string(key: "dark"), "a boolean key read as a string")
            XCTAssertFalse(settings.setBoolean(key: "missing", value: true))
            XCTAssertFalse(settings.setString(key: "dark", value: "yes"))
            XCTAssertNil(settings.strv(key: "title"))
            XCTAssertFalse(settings.setStrv(key: "title", value: ["x"]))
            XCTAssertFalse(settings.setInt(key: "font-size", value: 500), "outside 6...72")
            XCTAssertFalse(settings.setValue(key: "zoom", value: Variant(Int32(2))))
            XCTAssertEqual(settings.int(key: "font-size"), 12, "nothing was stored")
        }
    }

    func testOnChangedForAKeyRunsOnlyForThatKey() throws {
        try MainActor.assumeIsolated {
            let settings = try SettingsSchemaFixture.freshPreferences().settings
            var darkChanges = 0
            var allChanges: [String] = []
            settings.onChanged(key: "dark") { darkChanges += 1 }
            settings.onChanged { key in allChanges.append(key) }
            settings.setString(key: "title", value: "One")
            settings.setBoolean(key: "dark", value: true)
            settings.setBoolean(key: "dark", value: false)
            XCTAssertEqual(darkChanges, 2)
            XCTAssertEqual(allChanges, ["title", "dark", "dark"])
        }
    }
}
