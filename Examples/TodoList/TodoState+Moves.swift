import FoundationEssentials

nonisolated extension TodoState {
    /// Adds `todos` at the end, skipping blank titles and ids already there.
    mutating func insert(_ todos: [Todo]) {
        // A set, so that a paste into a long list is not a scan of it per todo.
        var ids = Set(self.todos.map(\.id))
        for var todo in todos {
            todo.title = todo.title.trimmedOfSpaces
            guard !todo.title.isEmpty else { continue }
            if !ids.insert(todo.id).inserted {
                todo.id = UUID()
                ids.insert(todo.id)
            }
            self.todos.append(todo)
        }
    }

    /// Moves the todo `id` to where `target` is: after it when it was
    /// before it, else before it (as dropping one row on another does).
    mutating func move(_ id: UUID, onto target: UUID) {
        guard let source = todos.firstIndex(where: { $0.id == id }),
            let destination = todos.firstIndex(where: { $0.id == target }), source != destination
        else { return }
        todos.move(from: source, to: destination > source ? destination + 1 : destination)
    }
}
