import Gtk
import XCTest

/// Making a `GioSettings` throws where GLib would stop the process: a schema
/// not installed, a relocatable one without a path, a path where the schema
/// has its own.
final class GioSettingsSchemaTests: GtkTestCase {
    func testASchemaNotInstalledIsAnErrorNamingItNotAnAbort() throws {
        try MainActor.assumeIsolated {
            XCTAssertThrowsError(try GioSettings(schemaId: "org.gtkhooks.tests.Missing")) { error in
                XCTAssertEqual(
                    error as? SettingsSchemaError,
                    .notInstalled(schemaId: "org.gtkhooks.tests.Missing"))
                let message = "\(error)"
                XCTAssertTrue(message.contains("org.gtkhooks.tests.Missing"), message)
                XCTAssertTrue(message.contains("glib-compile-schemas"), message)
                XCTAssertTrue(message.contains("GSETTINGS_SCHEMA_DIR"), message)
            }
            XCTAssertThrowsError(
                try GioSettings(schemaId: "org.gtkhooks.tests.Missing", path: "/a/"))
        }
    }

    func testAnInstalledSchemaIsFoundInTheDefaultSource() throws {
        try MainActor.assumeIsolated {
            // GTK's own schema, installed with libgtk-4.
            let settings = try GioSettings(schemaId: "org.gtk.gtk4.Settings.FileChooser")
            XCTAssertEqual(settings.schemaId, "org.gtk.gtk4.Settings.FileChooser")
            XCTAssertEqual(settings.typeString(ofKey: "show-hidden"), "b")
            XCTAssertNotNil(settings.boolean(key: "show-hidden"))
        }
    }

    func testASchemaFromASourceOfItsOwnChecksItsPath() throws {
        try MainActor.assumeIsolated {
            let source = try SettingsSchemaFixture.source()
            XCTAssertNil(source.lookup(schemaId: "org.gtkhooks.tests.Missing", recursive: false))
            let notes = try XCTUnwrap(
                source.lookup(schemaId: SettingsSchemaFixture.notesId, recursive: false))
            let panel = try XCTUnwrap(
                source.lookup(schemaId: SettingsSchemaFixture.panelId, recursive: false))
            XCTAssertEqual(try GioSettings(schema: notes).path, "/org/gtkhooks/tests/notes/")
            XCTAssertThrowsError(try GioSettings(schema: notes, path: "/other/")) {
                XCTAssertEqual(
                    $0 as? SettingsSchemaError,
                    .pathNotAllowed(schemaId: SettingsSchemaFixture.notesId, path: "/other/"))
            }
            XCTAssertThrowsError(try GioSettings(schema: panel)) {
                XCTAssertEqual(
                    $0 as? SettingsSchemaError,
                    .pathRequired(schemaId: SettingsSchemaFixture.panelId))
            }
            XCTAssertThrowsError(try GioSettings(schema: panel, path: "no-slash")) {
                XCTAssertEqual($0 as? SettingsSchemaError, .invalidPath("no-slash"))
            }
            let left = try GioSettings(schema: panel, path: "/org/gtkhooks/tests/left/")
            XCTAssertEqual(left.int(key: "width"), 200)
        }
    }

    private static let schemaDirTest =
        "GtkTests.GioSettingsSchemaTests/testAnAppSchemaInGSettingsSchemaDirIsFoundWhenSetAtStart"

    func testAnAppSchemaInGSettingsSchemaDirIsFoundWhenSetAtStart() throws {
        if isChildRun(of: Self.schemaDirTest) {
            // The child: started with GSETTINGS_SCHEMA_DIR naming the fixture's directory.
            try MainActor.assumeIsolated {
                let settings = try GioSettings(schemaId: SettingsSchemaFixture.notesId)
                XCTAssertEqual(settings.boolean(key: "dark"), false)
            }
            return
        }
        let directory = try MainActor.assumeIsolated {
            try SettingsSchemaFixture.compiledDirectory()
        }
        let child = try runAlone(
            Self.schemaDirTest, environment: ["GSETTINGS_SCHEMA_DIR": directory])
        XCTAssertEqual(child.reason, .exit, child.output)
        XCTAssertEqual(child.status, 0, child.output)
        // This process made its default source before the directory existed.
        try MainActor.assumeIsolated {
            XCTAssertThrowsError(try GioSettings(schemaId: SettingsSchemaFixture.notesId))
        }
    }
}
