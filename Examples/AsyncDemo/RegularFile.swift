import Foundation

/// Reading a file that may turn out to be special, without ever blocking in
/// `open`: the file is opened with `O_NONBLOCK` and read only if `fstat`
/// says it is a regular file.
nonisolated enum RegularFile {
    /// What `stat` says an entry is.
    enum Kind: Equatable {
        case regular
        case directory
        /// A FIFO, socket, or device.
        case special
        /// Gone, or a dangling symbolic link.
        case missing
    }

    /// What `read(_:)` found.
    enum Outcome: Equatable {
        /// A regular file of this many bytes (0 if it could not be opened).
        case read(Int)
        /// Not a regular file: nothing was read.
        case special
    }

    /// The kind of the entry at `path` (NUL-terminated bytes), following
    /// symbolic links.
    static func kind(of path: [CChar]) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        return kind(info.st_mode)
    }

    /// Reads `path` (NUL-terminated bytes) to the end in 1 MiB chunks and
    /// returns its size, checking for cancellation between chunks; an
    /// unreadable file counts as empty.
    static func read(_ path: [CChar]) throws -> Outcome {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .read(0) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .read(0) }
        guard kind(info.st_mode) == .regular else { return .special }
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        var size = 0
        while true {
            try Task.checkCancellation()
            let count = buffer.withUnsafeMutableBytes {
                Glibc.read(descriptor, $0.baseAddress, $0.count)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            size += count
        }
        return .read(size)
    }

    private static func kind(_ mode: mode_t) -> Kind {
        switch mode & S_IFMT {
        case S_IFREG: .regular
        case S_IFDIR: .directory
        default: .special
        }
    }
}
