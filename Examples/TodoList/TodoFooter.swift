import GtkHooks

/// How many todos are left, and a button (Ctrl+Shift+Delete) removing the done ones.
struct TodoFooter: HookView {
    var hookBody: some View {
        let store = useContext(TodoStoreContext.self)
        let left = store.state.activeCount

        HStack(spacing: 8) {
            Text(left == 1 ? "1 item left" : "\(left) items left")
                .expand()
                .alignment(horizontal: .start)
            Button("Clear done") { store.dispatch(.clearDone) }
                .keyboardShortcut(KeyboardShortcut(.deleteForward, modifiers: [.control, .shift]))
                .disabled(store.state.todos.allSatisfy { !$0.isDone })
        }
    }
}
