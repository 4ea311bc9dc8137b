import FoundationEssentials
import Glibc

/// Writes files so that a crash leaves the old contents or the new ones.
enum AtomicFile {
    /// Writes `data` to a temporary file beside `url`, flushes it to disk and
    /// renames it over `url`.
    ///
    /// The temporary file's name is short and of fixed length (`temporaryName`),
    /// so any name that fits the file system (255 bytes) can be written.
    static func write(_ data: Data, to url: URL) throws {
        let directory = url.deletingLastPathComponent()
        var temporary = directory.appendingPathComponent(temporaryName())
        var descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        while descriptor < 0 && errno == EEXIST {
            temporary = directory.appendingPathComponent(temporaryName())
            descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        }
        guard descriptor >= 0 else { throw posixError() }
        do {
            try writeAll(data, to: descriptor)
            guard fsync(descriptor) == 0 else { throw posixError() }
            guard close(descriptor) == 0 else { throw posixError() }
        } catch {
            _ = close(descriptor)
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        guard rename(temporary.path, url.path) == 0 else {
            let error = posixError()
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    /// `.tmp-` and 12 random letters or digits: a new name each time.
    static func temporaryName() -> String {
        let characters = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        return ".tmp-" + String((0..<12).map { _ in characters.randomElement()! })
    }

    private static func writeAll(_ data: Data, to descriptor: Int32) throws {
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
