import FoundationEssentials

extension URL {
    /// Calls `body` with the exact bytes of this file URL's path
    /// (`filePathBytes`) as a C string, for a system call: `path` would
    /// replace bytes that are not UTF-8 with U+FFFD and name another file.
    func withFilePathCString<Result>(
        _ body: (UnsafePointer<CChar>) throws -> Result
    ) rethrows -> Result {
        try ((filePathBytes ?? Array(path.utf8)).map { CChar(bitPattern: $0) } + [0])
            .withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    /// This file URL with `suffix` added to its last component, byte for
    /// byte (`preferences.json` and `.lock` make `preferences.json.lock`).
    func appendingToFileName(_ suffix: String) -> URL {
        URL(filePathBytes: (filePathBytes ?? Array(path.utf8)) + Array(suffix.utf8))
    }

    /// The file `name` (bytes) in the directory this file URL names.
    func appendingFileName(_ name: some Collection<UInt8>) -> URL {
        var bytes = filePathBytes ?? Array(path.utf8)
        if bytes.last != UInt8(ascii: "/") { bytes.append(UInt8(ascii: "/")) }
        return URL(filePathBytes: bytes + name)
    }

    /// The directory holding the file this URL names, byte for byte; the
    /// URL itself for `/`.
    var fileDirectory: URL {
        var bytes = filePathBytes ?? Array(path.utf8)
        while bytes.count > 1 && bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else {
            return URL(filePathBytes: Array(".".utf8))
        }
        return URL(filePathBytes: slash == 0 ? [UInt8(ascii: "/")] : Array(bytes[..<slash]))
    }
}
