import FoundationEssentials
import Glibc
import GtkHooks

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

    /// The file at `path` (bytes).
    init(path: BytePath) {
        url = path.url
    }

    /// The user's file: under `$XDG_DATA_HOME`, else `~/.local/share`
    /// (`XDGBaseDirectory.data`), named by the bytes of `environment` (the
    /// process's own by default), so a directory whose name is not UTF-8 is
    /// that very directory.
    static func standard(
        appID: String,
        environment: (String) -> [UInt8]? = XDGBaseDirectory.processEnvironment
    ) -> TodoFile {
        let dataHome = BytePath(XDGBaseDirectory.data.url(environment: environment))
        return TodoFile(path: dataHome.appending(appID.utf8).appending("todos.json".utf8))
    }

    /// Writes `todos` atomically, creating the directory if needed.
    ///
    /// The file is named by the bytes of `url`'s path (`URL.filePathBytes`),
    /// so a name that is not UTF-8 is saved under that very name.
    ///
    /// A symbolic link stays a link: the file it points to is replaced. The
    /// replaced file's permissions (and owner, where allowed) carry over to
    /// the new one; a new file gets the usual ones (0666 less the umask).
    func save(_ todos: [Todo]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(todos)
        let target = try resolvedPath()
        let directory = target.parent
        try directory.createDirectories()
        let existing = target.status()
        // Private until it has the old file's permissions.
        let (temporary, descriptor) = try Self.createTemporary(
            in: directory, mode: existing == nil ? 0o666 : 0o600)
        do {
            try Self.writeAll(data, to: descriptor)
            if let existing {
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
            _ = temporary.withCString(unlink)
            throw error
        }
        let renamed = temporary.withCString { from in target.withCString { rename(from, $0) } }
        guard renamed == 0 else {
            let code = errno
            _ = temporary.withCString(unlink)
            throw Self.posixError(code)
        }
    }

    /// A new file in `directory` with a short random name (`.todos-` and 12
    /// letters), so that it fits the 255 bytes a name may have whatever the
    /// saved file's name; open for writing.
    private static func createTemporary(
        in directory: BytePath, mode: mode_t
    ) throws -> (BytePath, Int32) {
        let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8)
        while true {
            let name = Array(".todos-".utf8) + (0..<12).map { _ in letters.randomElement()! }
            let path = directory.appending(name)
            let descriptor = path.withCString {
                open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
            }
            if descriptor >= 0 { return (path, descriptor) }
            guard errno == EEXIST else { throw posixError(errno) }
        }
    }

    /// The path of the file `url` leads to after following symbolic links
    /// (at most 40, as the kernel does); `url`'s own when it is not a link.
    func resolvedPath() throws -> BytePath {
        var current = BytePath(url)
        for _ in 0..<40 {
            guard let destination = current.linkDestination() else { return current }
            current =
                destination.first == UInt8(ascii: "/")
                ? BytePath(bytes: destination) : current.parent.appending(destination)
        }
        throw Self.posixError(ELOOP)
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
                    throw posixError(errno)
                }
                offset += written
            }
        }
    }

    /// The error `code` (an `errno`) as a `POSIXError`.
    static func posixError(_ code: Int32) -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
    }
}
