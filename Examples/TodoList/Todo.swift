import FoundationEssentials

/// One thing to do, identified by `id` so rows keep their state while the
/// list is edited, filtered and reordered.
nonisolated struct Todo: Identifiable, Equatable, Sendable {
    var id: UUID
    var title: String
    var isDone: Bool
    /// Fields of the saved todo this version of the app does not know (added
    /// by a newer version or by hand), written back as they were read.
    var otherFields: [String: JSONValue] = [:]

    init(id: UUID = UUID(), title: String, isDone: Bool = false) {
        self.id = id
        self.title = title
        self.isDone = isDone
    }
}
