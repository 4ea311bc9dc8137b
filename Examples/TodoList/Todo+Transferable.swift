import GtkHooks

/// A todo travels as itself within the app (dragged onto another row to move
/// there) and as its title to other apps.
nonisolated extension Todo: Transferable {
    var transferItems: [TransferItem] { [.value(self), .text(title)] }
}

/// Todos on the clipboard: themselves within the app (done state kept), and
/// their titles, one per line, for other apps; pasted text becomes one todo
/// per non-empty line, as many as a `TodoTransfer` takes.
nonisolated struct CopiedTodos: Transferable {
    var todos: [Todo]
    /// What a paste of it adds: `todos` bounded, or the lines of pasted text.
    var transfer: TodoTransfer

    static var transferKinds: [TransferKind] { [.value, .text] }

    var transferItems: [TransferItem] {
        [.value(self), .text(todos.map(\.title).joined(separator: "\n"))]
    }

    init(todos: [Todo]) {
        self.todos = todos
        transfer = TodoTransfer(todos: todos)
    }

    init?(transferItem: TransferItem) {
        switch transferItem {
        case .value(let value as CopiedTodos): self = value
        case .text(let text):
            transfer = TodoTransfer()
            transfer.appendLines(of: text)
            todos = transfer.todos
        default: return nil
        }
    }
}
