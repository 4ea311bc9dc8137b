import FoundationEssentials
import Glibc

/// The JSON file the list is saved in, under
/// `$XDG_DATA_HOME/org.gtkhooks.TodoList/todos.json`.
///
/// Saving writes a temporary file beside it, flushes it to disk and renames
/// it over the old one, so a crash leaves either the old list or the new one,
/// never half of either. Codable, so the open files survive a hot reload
/// (`make dev`).
nonisolated struct TodoFile: Codable {
    /// Where the list is saved.
    let url: URL

    /// The file in `directory`.
    init(directory: URL) {
        url = directory.appendingPathComponent("todos.json")
    }

    /// The user's file: under `$XDG_DATA_HOME`, else `~/.local/share`.
    static func standard(appID: String) -> TodoFile {
        let environment = ProcessInfo.processInfo.environment
        let dataHome =
            environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser
            .appendingPathComponent(".local/share")
        return TodoFile(directory: dataHome.appendingPathComponent(appID))
    }

    /// Writes `todos` atomically, creating the directory if needed.
    ///
    /// A symbolic link stays a link: the file it points to is replaced. The
    /// replaced file's permissions (and owner, where allowed) carry over to
    /// the new one; a new file gets the usual ones (0666 less the umask).
    func save(_ todos: [Todo]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(todos)
        let target = try resolvedURL()
        let directory = target.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var existing = stat()
        let replaces = stat(target.path, &existing) == 0
        let temporary = directory.appendingPathComponent(
            ".\(target.lastPathComponent).\(getpid()).tmp")
        // Private until it has the old file's permissions.
        let descriptor = open(
            temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, replaces ? 0o600 : 0o666)
        guard descriptor >= 0 else { throw Self.posixError(errno) }
        do {
            try Self.write(data, to: descriptor)
            if replaces {
                // As root the owner is kept too; anyone else cannot give files away.
                _ = fchown(descriptor, existing.st_uid, existing.st_gid)
                guard fchmod(descriptor, existing.st_mode & 0o7777) == 0 else {
                    throw Self.posixError(errno)
                }
            }
            guard fsync(descriptor) == 0 else { throw Self.posixError(errno) }
            guard close(descriptor) == 0 else { throw Self.posixError(errno) }
        } catch {
            _ = close(descriptor)
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        guard rename(temporary.path, target.path) == 0 else {
            let code = errno
            try? FileManager.default.removeItem(at: temporary)
            throw Self.posixError(code)
        }
    }

    /// The file `url` leads to after following symbolic links (at most 40,
    /// as the kernel does); `url` itself when it is not a link.
    func resolvedURL() throws -> URL {
        var current = url
        for _ in 0..<40 {
            guard
                let destination = try? FileManager.default.destinationOfSymbolicLink(
                    atPath: current.path)
            else { return current }
            current =
                destination.hasPrefix("/")
                ? URL(fileURLWithPath: destination)
                : current.deletingLastPathComponent().appendingPathComponent(destination)
        }
        throw Self.posixError(ELOOP)
    }

    /// Writes all of `data` to `descriptor`, retrying what a signal interrupted.
    private static func write(_ data: Data, to descriptor: Int32) throws {
        try data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(
                    descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw posixError(errno)
                }
                offset += written
            }
        }
    }

    private static func posixError(_ code: Int32) -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
    }
}
