import GtkHooks

/// The app: the store made by `useTodoStore`, provided to everything below.
struct TodoListView: HookView {
    let file: TodoFile

    var hookBody: some View {
        let (store, notice) = useTodoStore(file: file)

        TodoStoreContext.Provider(value: store) {
            VStack(spacing: 12) {
                if let notice {
                    Text(notice)
                        .cssClass("error")
                        .accessibilityLabel("Notice")
                }
                NewTodoField()
                FilterBar()
                ScrollView {
                    VStack(spacing: 4) {
                        ForEach(store.state.visibleTodos, id: \.id) { todo in
                            TodoRow(todo: todo)
                        }
                    }
                }
                .expand(horizontally: true, vertically: true)
                TodoFooter()
            }
            .padding(16)
        }
    }
}
