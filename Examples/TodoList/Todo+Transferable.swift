import GtkHooks

/// A todo travels as itself within the app (dragged onto another row to move
/// there) and as its title to other apps.
nonisolated extension Todo: Transferable {
    var transferItems: [TransferItem] { [.value(self), .text(title)] }
}

/// Todos on the clipboard: themselves within the app (done state kept), and
/// their titles, one per line, for other apps; pasted text becomes one todo
/// per non-empty line.
nonisolated struct CopiedTodos: Transferable {
    var todos: [Todo]

    static var transferKinds: [TransferKind] { [.value, .text] }

    var transferItems: [TransferItem] {
        [.value(self), .text(todos.map(\.title).joined(separator: "\n"))]
    }

    init(todos: [Todo]) { self.todos = todos }

    init?(transferItem: TransferItem) {
        switch transferItem {
        case .value(let value as CopiedTodos): self = value
        case .text(let text): self.init(todos: todoTitles(in: text).map { Todo(title: $0) })
        default: return nil
        }
    }
}

/// The non-empty lines of `text`, trimmed: the titles of todos made from it.
nonisolated func todoTitles(in text: String) -> [String] {
    text.split(whereSeparator: \.isNewline)
        .map { $0.trimmedOfSpaces }
        .filter { !$0.isEmpty }
}
