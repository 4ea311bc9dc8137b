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
                TodoDropZone {
                    ScrollView {
                        VStack(spacing: 4) {
                            ForEach(store.state.visibleTodos, id: \.id) { todo in
                                TodoRow(todo: todo).reorderable(todo, in: store)
                            }
                        }
                    }
                    .expand(horizontally: true, vertically: true)
                }
                TodoClipboardBar()
                TodoFooter()
            }
            .padding(16)
        }
    }
}
