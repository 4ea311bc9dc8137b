import GtkHooks

/// The list, with the store provided to everything below.
struct TodoListContent: View {
    let store: TodoStore
    let notice: String?

    var body: some View {
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
