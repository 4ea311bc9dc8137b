import GtkHooks

/// The entry for a new todo: Enter or the Add button adds it and clears the entry.
struct NewTodoField: HookView {
    var hookBody: some View {
        let store = useContext(TodoStoreContext.self)
        let draft = useState("")

        let add: @MainActor () -> Void = {
            store.dispatch(.add(draft.wrappedValue))
            draft.wrappedValue = ""
        }

        HStack(spacing: 8) {
            TextField("What needs doing?", text: draft, onSubmit: add)
                .expand()
                .accessibilityLabel("New todo")
            Button("Add", action: add)
                .disabled(draft.wrappedValue.trimmedOfSpaces.isEmpty)
        }
    }
}
