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
        case .unreadable(let reason):
            "The saved list cannot be opened (\(reason)); changes will not be saved."
        }
    }
}

nonisolated extension TodoFile {
    /// Reads the saved list; a corrupt file is copied aside before the app
    /// starts empty, so the user's data is never overwritten silently.
    func load() -> TodoLoad {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            if !FileManager.default.fileExists(atPath: url.path) { return .missing }
            return .unreadable(reason: Self.reason(for: error))
        }
        if let todos = try? JSONDecoder().decode([Todo].self, from: data) {
            return .loaded(todos)
        }
        let backup = freeBackupURL()
        do {
            try data.write(to: backup, options: .withoutOverwriting)
        } catch {
            return .unreadable(reason: "no copy could be kept: \(Self.reason(for: error))")
        }
        return .corrupt(backup: backup)
    }

    /// `todos.corrupt-<date>.json` beside the file, numbered if that exists.
    private func freeBackupURL() -> URL {
        let date = Date().formatted(.iso8601.year().month().day().dateSeparator(.dash))
        let directory = url.deletingLastPathComponent()
        var candidate = directory.appendingPathComponent("todos.corrupt-\(date).json")
        var number = 1
        while FileManager.default.fileExists(atPath: candidate.path) {
            number += 1
            candidate = directory.appendingPathComponent("todos.corrupt-\(date)-\(number).json")
        }
        return candidate
    }

    /// What went wrong, in the words of the system: the POSIX error under
    /// a file error ("Permission denied"), else the error's description.
    static func reason(for error: any Error) -> String {
        let posix = (error as? POSIXError) ?? ((error as? CocoaError)?.underlying as? POSIXError)
        guard let posix else { return "\(error)" }
        return String(cString: strerror(posix.code.rawValue))
    }
}
