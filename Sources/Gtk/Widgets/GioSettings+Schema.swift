import CGtk

/// Why a ``GioSettings`` could not be made: each case is one GLib would have
/// stopped the process for.
public enum SettingsSchemaError: Error, Equatable, CustomStringConvertible {
    /// No installed schema has this id.
    case notInstalled(schemaId: String)
    /// The schema is relocatable: it needs a path, which was not given.
    case pathRequired(schemaId: String)
    /// The schema has a path of its own, and another was given.
    case pathNotAllowed(schemaId: String, path: String)
    /// The path does not start and end with "/" or holds "//".
    case invalidPath(String)

    /// What went wrong and how to fix it.
    public var description: String {
        switch self {
        case .notInstalled(let id):
            return
                "GSettings schema '\(id)' is not installed: compile its .gschema.xml with "
                + "glib-compile-schemas into a directory GLib reads (/usr/share/glib-2.0/schemas, "
                + "or one named in GSETTINGS_SCHEMA_DIR before the process first uses GSettings)"
        case .pathRequired(let id):
            return "GSettings schema '\(id)' is relocatable: give a path such as /org/example/app/"
        case .pathNotAllowed(let id, let path):
            return "GSettings schema '\(id)' has a path of its own; \(path) cannot be given"
        case .invalidPath(let path):
            return "'\(path)' is not a GSettings path: it starts and ends with / and has no //"
        }
    }
}

@MainActor
extension GioSettings {
    /// The settings of the installed schema `schemaId`, at the schema's own path.
    ///
    /// GLib stops the process when the schema is not installed; this looks
    /// it up first in the default schema source and throws instead.
    ///
    /// ```swift
    /// let settings = try GioSettings(schemaId: "org.example.Notes")
    /// ```
    public convenience init(schemaId: String) throws(SettingsSchemaError) {
        try self.init(schema: Self.installedSchema(schemaId), path: nil)
    }

    /// The settings of the installed schema `schemaId` at `path` (for a
    /// relocatable schema); throws where GLib would stop the process.
    public convenience init(schemaId: String, path: String) throws(SettingsSchemaError) {
        try self.init(schema: Self.installedSchema(schemaId), path: path)
    }

    /// The settings of `schema` (looked up in a ``SettingsSchemaSource``,
    /// such as one made from a directory of compiled schemas), at `path` or
    /// the schema's own; stored by the default backend.
    public convenience init(schema: SettingsSchema, path: String? = nil)
        throws(SettingsSchemaError)
    {
        let id = schema.id()
        switch (schema.path(), path) {
        case (nil, nil): throw .pathRequired(schemaId: id)
        case (.some, .some(let path)): throw .pathNotAllowed(schemaId: id, path: path)
        case (nil, .some(let path)):
            guard path.hasPrefix("/"), path.hasSuffix("/"), !path.contains("//") else {
                throw .invalidPath(path)
            }
        case (.some, nil): break
        }
        self.init(adopting: rawPointer(g_settings_new_full(cast(schema.pointer), nil, path))!)
    }

    /// The schema `schemaId` of the default schema source.
    private static func installedSchema(_ schemaId: String) throws(SettingsSchemaError)
        -> SettingsSchema
    {
        guard let source = g_settings_schema_source_get_default(),
            let schema = g_settings_schema_source_lookup(source, schemaId, 1)
        else { throw .notInstalled(schemaId: schemaId) }
        return SettingsSchema(adopting: UnsafeMutableRawPointer(schema))
    }
}
