/// The `versions.txt` of the output folder: which GIR files, of which
/// namespace versions and library releases, the bindings were generated from.
struct VersionsFile {
    /// Each GIR read: its namespace, the namespace's version and the file's name.
    var sources: [(namespace: String, version: String, file: String)]
    /// The libraries' releases, as `make generate` gives them
    /// (`gtk4 4.8.3, glib-2.0 2.74.6`); empty when not given.
    var libraries: String

    func text() -> String {
        var lines = [
            "# The GIR files `make generate` read to write this folder; do not edit.",
            "# Each included namespace's files are in the folder of its name.",
        ]
        lines += sources.map { "\($0.namespace) \($0.version) from \($0.file)" }
        if !libraries.isEmpty { lines.append("libraries: \(libraries)") }
        return lines.joined(separator: "\n") + "\n"
    }
}
