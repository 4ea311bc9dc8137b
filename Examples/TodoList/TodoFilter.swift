/// Which todos the list shows.
nonisolated enum TodoFilter: String, CaseIterable, Hashable, Codable {
    case all = "All"
    case active = "Active"
    case done = "Done"

    /// Whether `todo` is shown under this filter.
    func includes(_ todo: Todo) -> Bool {
        switch self {
        case .all: true
        case .active: !todo.isDone
        case .done: todo.isDone
        }
    }
}
