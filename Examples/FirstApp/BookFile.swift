import FoundationEssentials
import GtkHooks

/// The JSON file the reading list is kept in.
nonisolated struct BookFile: Sendable {
    /// Where the list is read from and written to.
    let url: URL

    /// `books.json` in the app's folder of the user's data directory
    /// (`$XDG_DATA_HOME`, else `~/.local/share`).
    static func standard(appID: String) -> BookFile {
        let folder = XDGBaseDirectory.data.url().appendingPathComponent(appID)
        return BookFile(url: folder.appendingPathComponent("books.json"))
    }

    /// The saved books; none when nothing was saved yet.
    func load() throws -> [Book] {
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        return try JSONDecoder().decode([Book].self, from: Data(contentsOf: url))
    }

    /// Writes `books`, creating the folder first if needed.
    func save(_ books: [Book]) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(books).write(to: url, options: .atomic)
    }
}
