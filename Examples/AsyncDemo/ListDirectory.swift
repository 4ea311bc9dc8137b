import Foundation

/// The entries of the directory at `path` (bytes), folders first, then by name.
///
/// `@concurrent` runs it on the global executor, off the main actor, so a
/// slow disk never blocks the window; `useAsync` delivers its result on the
/// main actor.
@concurrent nonisolated func listDirectory(at path: [UInt8]) async throws -> [DirectoryEntry] {
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

/// Throws `.missing` or `.notADirectory` unless `path` is a directory.
///
/// The listing and the read progress both ask it, so they name the same
/// problem. `path` is bytes: `FileManager` would replace those that are not
/// UTF-8 with U+FFFD.
nonisolated func requireDirectory(at path: [UInt8]) throws {
    switch RegularFile.kind(of: path.map { CChar(bitPattern: $0) } + [0]) {
    case .directory: break
    case .missing: throw DirectoryError.missing(shownPath(path))
    case .regular, .special: throw DirectoryError.notADirectory(shownPath(path))
    }
}
