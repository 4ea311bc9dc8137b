import GtkHooks

/// The app's list for one file: the store made by `useTodoStore`, shown by
/// `TodoListContent`.
struct TodoListView: HookView {
    let file: TodoFile

    var hookBody: some View {
        let todos = useTodoStore(file: file)
        TodoListContent(store: todos.store, notice: todos.notice)
    }
}
