import Foundation
import Gtk
import XCTest

/// A schema compiled by `glib-compile-schemas` into a temporary directory,
/// read through a schema source of its own: the default source is made once
/// per process, and GTK's start-up has made it before any test runs, so
/// `GSETTINGS_SCHEMA_DIR` set by a test would not be read.
@MainActor
enum SettingsSchemaFixture {
    /// The id of the fixed-path schema.
    static let notesId = "org.gtkhooks.tests.Notes"
    /// The id of a relocatable schema.
    static let panelId = "org.gtkhooks.tests.Panel"
    /// The id of the relocatable schema with a key of each type; each test
    /// gives it a path of its own, as the memory backend lives as long as the process.
    static let preferencesId = "org.gtkhooks.tests.Preferences"

    private static let xml = """
        <schemalist>
          <schema id="org.gtkhooks.tests.Notes" path="/org/gtkhooks/tests/notes/">
            <key name="dark" type="b"><default>false</default></key>
          </schema>
          <schema id="org.gtkhooks.tests.Preferences">
            <key name="dark" type="b"><default>false</default></key>
            <key name="recent" type="as"><default>[]</default></key>
            <key name="font-size" type="i">
              <range min="6" max="72"/><default>12</default>
            </key>
            <key name="zoom" type="d"><default>1.0</default></key>
            <key name="title" type="s"><default>'Untitled'</default></key>
          </schema>
          <schema id="org.gtkhooks.tests.Panel">
            <key name="width" type="i"><default>200</default></key>
          </schema>
        </schemalist>
        """

    /// A source holding the compiled schemas (compiled once per process).
    static func source() throws -> SettingsSchemaSource {
        try SettingsSchemaSource(directory: compiledDirectory(), parent: nil, trusted: true)
    }

    /// Settings of the preferences schema at a path no other test uses.
    static func freshPreferences() throws -> (settings: GioSettings, path: String) {
        let schema = try XCTUnwrap(source().lookup(schemaId: preferencesId, recursive: false))
        let path = "/org/gtkhooks/tests/\(UUID().uuidString.lowercased())/"
        return (try GioSettings(schema: schema, path: path), path)
    }

    /// The same preferences at `path`.
    static func preferences(at path: String) throws -> GioSettings {
        let schema = try XCTUnwrap(source().lookup(schemaId: preferencesId, recursive: false))
        return try GioSettings(schema: schema, path: path)
    }

    /// The directory of the compiled schemas, compiled at the first call.
    static func compiledDirectory() throws -> String {
        if let compiled { return compiled }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("gtkhooks-schemas-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try xml.write(
            to: directory.appendingPathComponent("org.gtkhooks.tests.gschema.xml"),
            atomically: true, encoding: .utf8)
        let compile = Process()
        compile.executableURL = URL(fileURLWithPath: "/usr/bin/glib-compile-schemas")
        compile.arguments = [directory.path]
        try compile.run()
        compile.waitUntilExit()
        XCTAssertEqual(compile.terminationStatus, 0, "glib-compile-schemas")
        compiled = directory.path
        return directory.path
    }

    private static var compiled: String?
}
