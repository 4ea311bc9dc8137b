import Foundation

/// The entries of the directory at `path`, folders first, then by name.
///
/// `@concurrent` runs it on the global executor, off the main actor, so a
/// slow disk never blocks the window; `useAsync` delivers its result on the
/// main actor.
@concurrent nonisolated func listDirectory(at path: String) async throws -> [DirectoryEntry] {
    try requireDirectory(at: path)
    let names = try directoryNames(at: path)
    try Task.checkCancellation()
    let entries = names.map { name in
        DirectoryEntry(
            fileName: name,
            isDirectory: RegularFile.kind(of: entryPath(name, in: path)) == .directory)
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
