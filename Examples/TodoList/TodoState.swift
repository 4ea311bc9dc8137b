import FoundationEssentials

/// The whole state of the app, changed only by `todoReducer`; Codable, so `make dev`
/// keeps it when the app reloads.
nonisolated struct TodoState: Equatable, Codable {
    var todos: [Todo] = []
    var filter = TodoFilter.all
    /// What the last paste or drop left out, until the next action.
    var transferNotice: String?

    /// The todos the current filter shows, in order.
    var visibleTodos: [Todo] { todos.filter(filter.includes) }

    /// How many todos are not done.
    var activeCount: Int { todos.count { !$0.isDone } }
}

/// Everything a user can do to the list.
nonisolated enum TodoAction {
    case add(String)
    case edit(UUID, String)
    case toggle(UUID)
    case delete(UUID)
    case clearDone
    case setFilter(TodoFilter)
    /// Adds the todos of a paste or drop at the end, and says what it left out.
    case insert(TodoTransfer)
    /// Moves a todo to where another is (a row dragged onto another).
    case move(UUID, onto: UUID)
}

/// The state after `action`: the Redux reducer of the app.
///
/// Blank titles are ignored, so neither adding nor editing makes an empty todo.
nonisolated func todoReducer(state: TodoState, action: TodoAction) -> TodoState {
    var state = state
    state.transferNotice = nil
    switch action {
    case .add(let title):
        let title = title.trimmedOfSpaces
        if !title.isEmpty { state.todos.append(Todo(title: title)) }
    case .edit(let id, let title):
        let title = title.trimmedOfSpaces
        if let index = state.todos.firstIndex(where: { $0.id == id }), !title.isEmpty {
            state.todos[index].title = title
        }
    case .toggle(let id):
        if let index = state.todos.firstIndex(where: { $0.id == id }) {
            state.todos[index].isDone.toggle()
        }
    case .delete(let id):
        state.todos.removeAll { $0.id == id }
    case .clearDone:
        state.todos.removeAll { $0.isDone }
    case .setFilter(let filter):
        state.filter = filter
    case .insert(let transfer):
        state.insert(transfer.todos)
        state.transferNotice = transfer.notice
    case .move(let id, let target):
        state.move(id, onto: target)
    }
    return state
}
