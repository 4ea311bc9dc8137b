import FoundationEssentials
import Glibc

/// Writes files so that a crash leaves the old contents or the new ones.
enum AtomicFile {
    /// Writes `data` to a temporary file beside `url`, flushes it to disk and
    /// renames it over `url`.
    static func write(_ data: Data, to url: URL) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(getpid()).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
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
