import Foundation

/// The JSON file the list is saved in, under
/// `$XDG_DATA_HOME/org.gtkhooks.TodoList/todos.json`.
///
/// Saving writes a temporary file beside it, flushes it to disk and renames
/// it over the old one, so a crash leaves either the old list or the new one,
/// never half of either.
struct TodoFile {
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
    func save(_ todos: [Todo]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(todos)
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let temporary = directory.appendingPathComponent(".todos.json.\(getpid()).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: temporary.path])
        }
        do {
            let handle = try FileHandle(forWritingTo: temporary)
            defer { try? handle.close() }
            try handle.write(contentsOf: data)
            try handle.synchronize()
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        guard rename(temporary.path, url.path) == 0 else {
            let code = errno
            try? FileManager.default.removeItem(at: temporary)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
    }
}
