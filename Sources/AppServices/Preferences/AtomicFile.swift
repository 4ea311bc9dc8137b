import FoundationEssentials
import Glibc

/// Writes files so that a crash leaves the old contents or the new ones.
enum AtomicFile {
    /// Writes `data` to a temporary file beside the file `url` leads to,
    /// flushes it to disk and renames it over that file.
    ///
    /// A symbolic link stays a link: the file it points to is replaced. The
    /// replaced file's permissions (and owner, where allowed) carry over to
    /// the new one; a new file gets `newFileMode`. The temporary file's name
    /// is short and of fixed length (`temporaryName`), so any name that fits
    /// the file system (255 bytes) can be written.
    static func write(_ data: Data, to url: URL, newFileMode: mode_t = 0o600) throws {
        let target = try self.target(of: url)
        var existing = stat()
        let replaces = target.withFilePathCString { stat($0, &existing) } == 0
        let directory = target.fileDirectory
        // Private until it has the old file's permissions.
        let mode = replaces ? 0o600 : newFileMode
        var temporary: URL
        var descriptor: Int32
        repeat {
            temporary = directory.appendingFileName(temporaryName().utf8)
            descriptor = temporary.withFilePathCString {
                open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
            }
        } while descriptor < 0 && errno == EEXIST
        guard descriptor >= 0 else { throw posixError() }
        do {
            try writeAll(data, to: descriptor)
            if replaces {
                // As root the owner is kept too; anyone else cannot give files away.
                _ = fchown(descriptor, existing.st_uid, existing.st_gid)
                guard fchmod(descriptor, existing.st_mode & 0o7777) == 0 else { throw posixError() }
            } else {
                // The umask does not narrow what was asked for.
                guard fchmod(descriptor, newFileMode) == 0 else { throw posixError() }
            }
            guard fsync(descriptor) == 0 else { throw posixError() }
            guard close(descriptor) == 0 else { throw posixError() }
        } catch {
            _ = close(descriptor)
            _ = temporary.withFilePathCString(unlink)
            throw error
        }
        let renamed = temporary.withFilePathCString { from in
            target.withFilePathCString { rename(from, $0) }
        }
        guard renamed == 0 else {
            let error = posixError()
            _ = temporary.withFilePathCString(unlink)
            throw error
        }
    }

    /// The file `url` leads to after following symbolic links.
    ///
    /// At most 40 links are followed, as the kernel does; `url` itself is
    /// the answer when it is not a link. The file need not exist. Links are
    /// read as bytes, so a destination that is not UTF-8 is followed exactly.
    static func target(of url: URL) throws -> URL {
        var current = url
        for _ in 0..<40 {
            guard let destination = linkDestination(of: current) else { return current }
            current =
                destination.first == UInt8(ascii: "/")
                ? URL(filePathBytes: destination)
                : current.fileDirectory.appendingFileName(destination)
        }
        throw POSIXError(.ELOOP)
    }

    /// The bytes of the symbolic link `url`; nil when it is not a link.
    private static func linkDestination(of url: URL) -> [UInt8]? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = url.withFilePathCString { readlink($0, &buffer, buffer.count) }
        guard count >= 0 else { return nil }
        return buffer[..<count].map { UInt8(bitPattern: $0) }
    }

    /// `.tmp-` and 12 random letters or digits: a new name each time.
    static func temporaryName() -> String {
        let characters = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        return ".tmp-" + String((0..<12).map { _ in characters.randomElement()! })
    }

    /// Writes all of `data` to `descriptor`, retrying what a signal interrupted.
    static func writeAll(_ data: Data, to descriptor: Int32) throws {
        try data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(
                    descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw posixError()
                }
                offset += written
            }
        }
    }

    private static func posixError() -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
}
