import FoundationEssentials
import Glibc
import GtkHooks

/// A file path as the bytes the system uses, which need not be UTF-8.
///
/// Foundation's `URL.path` and `FileManager` replace bytes that are not
/// UTF-8 with U+FFFD and so name another file; the todo files are read and
/// written through these bytes instead.
nonisolated struct BytePath: Hashable {
    /// The path's bytes, without a terminating zero.
    var bytes: [UInt8]

    /// The path of the file URL `url`.
    init(_ url: URL) {
        bytes = url.filePathBytes ?? Array(url.path.utf8)
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The file URL of this path.
    var url: URL { URL(filePathBytes: bytes) }

    /// The directory the path is in.
    var parent: BytePath {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else {
            return BytePath(bytes: Array(".".utf8))
        }
        return BytePath(bytes: slash == 0 ? [UInt8(ascii: "/")] : Array(bytes[..<slash]))
    }

    /// The last component.
    var name: [UInt8] {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return bytes }
        return Array(bytes[(slash + 1)...])
    }

    /// `name` inside this directory.
    func appending(_ name: some Sequence<UInt8>) -> BytePath {
        BytePath(bytes: bytes + [UInt8(ascii: "/")] + name)
    }

    /// Calls `body` with the path as a C string.
    func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        try (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer {
            try body($0.baseAddress!)
        }
    }

    /// The file's status after following links; nil with `errno` set when there is none.
    func status() -> stat? {
        var result = stat()
        return withCString { stat($0, &result) } == 0 ? result : nil
    }

    /// Where the symbolic link at this path points; nil when it is not a link.
    func linkDestination() -> [UInt8]? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = withCString { readlink($0, &buffer, buffer.count) }
        guard count >= 0 else { return nil }
        return buffer[..<count].map { UInt8(bitPattern: $0) }
    }

    /// Makes this directory and any missing parents, as `mkdir -p` does.
    func createDirectories() throws {
        if let existing = status() {
            guard existing.st_mode & S_IFMT == S_IFDIR else { throw POSIXError(.ENOTDIR) }
            return
        }
        let above = parent
        if above != self, above.bytes != bytes { try above.createDirectories() }
        guard withCString({ mkdir($0, 0o777) }) == 0 || errno == EEXIST else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }
}
