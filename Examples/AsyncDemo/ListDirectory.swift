import Foundation

/// The entries of the directory at `path`, folders first, then by name.
///
/// `@concurrent` runs it on the global executor, off the main actor, so a
/// slow disk never blocks the window; `useAsync` delivers its result on the
/// main actor.
@concurrent nonisolated func listDirectory(at path: String) async throws -> [DirectoryEntry] {
    try requireDirectory(at: path)
    let names: [String]
    do {
        names = try FileManager.default.contentsOfDirectory(atPath: path)
    } catch {
        throw DirectoryError.unreadable(path)
    }
    try Task.checkCancellation()
    let entries = names.map { name in
        var isFolder: ObjCBool = false
        let full = (path as NSString).appendingPathComponent(name)
        _ = FileManager.default.fileExists(atPath: full, isDirectory: &isFolder)
        return DirectoryEntry(name: name, isDirectory: isFolder.boolValue)
    }
    return entries.sorted {
        ($0.isDirectory ? 0 : 1, $0.name.lowercased()) < (
            $1.isDirectory ? 0 : 1, $1.name.lowercased()
        )
    }
}

/// Throws `.missing` or `.notADirectory` unless `path` is a directory, so the
/// listing and the read progress name the same problem.
nonisolated func requireDirectory(at path: String) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw DirectoryError.missing(path)
    }
    guard isDirectory.boolValue else { throw DirectoryError.notADirectory(path) }
}
