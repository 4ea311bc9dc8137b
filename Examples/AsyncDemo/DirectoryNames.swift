import Foundation

/// The names in the directory at `path` (bytes) as the file system stores them:
/// bytes, which need not be UTF-8 (a name saved by a Latin-1 program) and
/// may hold newlines.
///
/// `FileManager` turns invalid bytes into U+FFFD, and such a name then
/// opens nothing (the file is dropped from reading, a folder looks like a
/// file) and two names can come out the same; these bytes open the entry.
nonisolated func directoryNames(at path: [UInt8]) throws -> [[UInt8]] {
    guard let directory = opendir(path.map { CChar(bitPattern: $0) } + [0]) else {
        throw DirectoryError.unreadable(shownPath(path))
    }
    defer { closedir(directory) }
    var names: [[UInt8]] = []
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
            Array(bytes.prefix { $0 != 0 })
        }
        if name != [0x2E] && name != [0x2E, 0x2E] { names.append(name) }
    }
    return names
}

/// The NUL-terminated path of `name` in the directory `path`, for `stat` and `open`.
nonisolated func entryPath(_ name: [UInt8], in path: [UInt8]) -> [CChar] {
    var bytes = path
    if bytes.last != 0x2F { bytes.append(0x2F) }
    bytes += name
    bytes.append(0)
    return bytes.map { CChar(bitPattern: $0) }
}
