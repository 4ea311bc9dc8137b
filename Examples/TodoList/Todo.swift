import Foundation

/// One thing to do, identified by `id` so rows keep their state while the
/// list is edited, filtered and reordered.
struct Todo: Identifiable, Codable, Equatable {
    var id: UUID
    var title: String
    var isDone: Bool

    init(id: UUID = UUID(), title: String, isDone: Bool = false) {
        self.id = id
        self.title = title
        self.isDone = isDone
    }
}
