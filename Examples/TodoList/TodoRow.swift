import GtkHooks

/// One todo: a check box to mark it done, Edit to rename it in place (Enter
/// saves, Cancel or Escape keeps the old title), and Delete.
struct TodoRow: HookView {
    let todo: Todo

    var hookBody: some View {
        let store = useContext(TodoStoreContext.self)
        let isEditing = useState(false)
        let draft = useState(todo.title)

        let save: @MainActor () -> Void = {
            store.dispatch(.edit(todo.id, draft.wrappedValue))
            isEditing.wrappedValue = false
        }

        HStack(spacing: 8) {
            if isEditing.wrappedValue {
                TextField("Title", text: draft, onSubmit: save)
                    .expand()
                    .accessibilityLabel("Title of \(todo.title)")
                    .onKeyPress(.escape) {
                        isEditing.wrappedValue = false
                        return .handled
                    }
                Button("Save", action: save)
                Button("Cancel") { isEditing.wrappedValue = false }
            } else {
                Toggle(
                    todo.title,
                    isOn: Binding(
                        get: { todo.isDone },
                        set: { _ in store.dispatch(.toggle(todo.id)) })
                )
                .toggleStyle(.checkbox)
                .expand()
                Button(iconName: "document-edit-symbolic") {
                    draft.wrappedValue = todo.title
                    isEditing.wrappedValue = true
                }
                .accessibilityLabel("Edit \(todo.title)")
            }
            Button(iconName: "edit-delete-symbolic") { store.dispatch(.delete(todo.id)) }
                .accessibilityLabel("Delete \(todo.title)")
        }
    }
}
