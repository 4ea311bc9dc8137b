/// A book on the reading list: what the list shows and the form edits.
nonisolated struct Book: Identifiable, Codable, Equatable, Sendable {
    /// Unique in its list; the list's selection holds it.
    var id: Int
    var title: String
    var author: String
}
