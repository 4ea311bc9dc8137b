import FoundationEssentials
import Glibc

/// What the app found when it opened its file.
nonisolated enum TodoLoad: Equatable {
    /// No file yet: a first start.
    case missing
    /// The saved list.
    case loaded([Todo])
    /// The file is not a list of todos; it was copied to `backup` first.
    case corrupt(backup: URL)
    /// The file nests values deeper than TodoList reads (``JSONNesting/limit``);
    /// it was copied to `backup` first.
    case tooDeeplyNested(backup: URL)
    /// The file exists but cannot be read; it is left alone and not saved over.
    case unreadable(reason: String)

    /// The todos to start with.
    var todos: [Todo] {
        if case .loaded(let todos) = self { todos } else { [] }
    }

    /// Whether saving may replace the file: never over a file that could not be read.
    var allowsSaving: Bool {
        if case .unreadable = self { false } else { true }
    }

    /// What the app tells the user about the file, if anything.
    var notice: String? {
        switch self {
        case .missing, .loaded:
            nil
        case .corrupt(let backup):
            "The saved list could not be read. A copy was kept at \(backup.path); "
                + "starting with an empty list."
        case .tooDeeplyNested(let backup):
            "The saved list nests values more than \(JSONNesting.limit) levels deep, which "
                + "TodoList does not read. A copy was kept at \(backup.path); starting with an "
                + "empty list."
        case .unreadable(let reason):
            "The saved list cannot be opened (\(reason)); changes will not be saved."
        }
    }
}

nonisolated extension TodoFile {
    /// Reads the saved list; a corrupt file is copied aside before the app
    /// starts empty, so the user's data is never overwritten silently.
    ///
    /// Only a regular file is read: a FIFO or a device (`/dev/zero`) is
    /// reported as "not a regular file" without waiting on it.
    func load() -> TodoLoad {
        let data: Data
        do {
            guard let read = try Self.readRegularFile(at: BytePath(url)) else { return .missing }
            data = read
        } catch {
            return .unreadable(reason: Self.reason(for: error))
        }
        let tooDeep = JSONNesting.exceedsLimit(data)
        if !tooDeep, let todos = try? JSONDecoder().decode([Todo].self, from: data) {
            return .loaded(todos)
        }
        let backup = freeBackupPath()
        do {
            try Self.writeNewFile(data, at: backup)
        } catch {
            return .unreadable(reason: "no copy could be kept: \(Self.reason(for: error))")
        }
        return tooDeep ? .tooDeeplyNested(backup: backup.url) : .corrupt(backup: backup.url)
    }

    /// `todos.corrupt-<date>.json` beside the file, numbered if that exists.
    private func freeBackupPath() -> BytePath {
        let date = Date().formatted(.iso8601.year().month().day().dateSeparator(.dash))
        let directory = BytePath(url).parent
        var candidate = directory.appending("todos.corrupt-\(date).json".utf8)
        var number = 1
        while candidate.status() != nil {
            number += 1
            candidate = directory.appending("todos.corrupt-\(date)-\(number).json".utf8)
        }
        return candidate
    }

    /// Writes `data` to a file made at `path`, which must not exist yet.
    private static func writeNewFile(_ data: Data, at path: BytePath) throws {
        let descriptor = path.withCString {
            open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        }
        guard descriptor >= 0 else { throw posixError(errno) }
        defer { close(descriptor) }
        try writeAll(data, to: descriptor)
    }

    /// The contents of the regular file at `path`; nil when there is none.
    ///
    /// Checked before opening, and opened without blocking, so a FIFO
    /// never waits for a writer; checked again once open, in case the file
    /// was swapped in between.
    private static func readRegularFile(at path: BytePath) throws -> Data? {
        guard let status = path.status() else {
            // No file there, nor could there be one until a save makes the way.
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw posixError(errno)
        }
        guard status.st_mode & S_IFMT == S_IFREG else { throw TodoFileError.notRegularFile }
        let descriptor = path.withCString { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        guard descriptor >= 0 else { throw posixError(errno) }
        defer { close(descriptor) }
        var opened = stat()
        guard fstat(descriptor, &opened) == 0 else { throw posixError(errno) }
        guard opened.st_mode & S_IFMT == S_IFREG else { throw TodoFileError.notRegularFile }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw posixError(errno)
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[..<count])
        }
    }

    /// What went wrong, in the words of the system: the POSIX error under
    /// a file error ("Permission denied"), else the error's description.
    static func reason(for error: any Error) -> String {
        if let error = error as? TodoFileError { return error.description }
        let posix = (error as? POSIXError) ?? ((error as? CocoaError)?.underlying as? POSIXError)
        guard let posix else { return "\(error)" }
        return String(cString: strerror(posix.code.rawValue))
    }
}

/// Why a todo file cannot be read, beyond what the system says.
nonisolated enum TodoFileError: Error, CustomStringConvertible {
    /// The path names a FIFO, a device or a directory, not a file of todos.
    case notRegularFile

    var description: String {
        "not a regular file; choose a JSON file"
    }
}
