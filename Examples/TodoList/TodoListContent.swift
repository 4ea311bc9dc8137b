import GtkHooks

/// The list, with the store provided to everything below; the notice says
/// what went wrong with the file and what the last paste or drop left out.
struct TodoListContent: View {
    let store: TodoStore
    let notice: String?

    var body: some View {
        TodoStoreContext.Provider(value: store) {
            VStack(spacing: 12) {
                if let notice = shownNotice {
                    Text(notice)
                        .cssClass("error")
                        .accessibilityLabel("Notice")
                }
                NewTodoField()
                FilterBar()
                TodoDropZone {
                    // Virtualized: only the rows on screen are built, however
                    // long the list.
                    List(store.state.visibleTodos, id: \.id) { todo in
                        TodoRow(todo: todo).reorderable(todo, in: store)
                    }
                    .expand(horizontally: true, vertically: true)
                }
                TodoClipboardBar()
                TodoFooter()
            }
            .padding(16)
        }
    }

    /// The file's notice and the last paste's or drop's, when there is one.
    private var shownNotice: String? {
        let notices = [notice, store.state.transferNotice].compactMap(\.self)
        return notices.isEmpty ? nil : notices.joined(separator: " ")
    }
}
