import FoundationEssentials

/// One note: a title, a body and when either last changed.
///
/// Ids are small numbers handed out by `NotesState`, so a note keeps its row,
/// its selection and its place in a sorted table while it is edited.
nonisolated struct Note: Identifiable, Equatable, Codable, Sendable {
    let id: Int
    var title: String
    var body: String
    /// When the title or body last changed (or the note was made).
    var modified: Date

    /// The title to show: "Untitled" for a note whose title is blank.
    var displayTitle: String {
        title.allSatisfy(\.isWhitespace) ? "Untitled" : title
    }

    /// Whether the title or body contains `query`, ignoring case; every note
    /// matches an empty query.
    func matches(_ query: String) -> Bool {
        let query = query.lowercased()
        return query.isEmpty || title.lowercased().contains(query)
            || body.lowercased().contains(query)
    }
}
