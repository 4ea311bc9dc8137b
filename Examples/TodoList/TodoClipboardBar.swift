import GtkHooks

/// Copy puts the visible todos on the clipboard; Paste adds the todos on it
/// (copied from this app, or lines of text from any app) to the end, as
/// many as a `TodoTransfer` takes.
struct TodoClipboardBar: HookView {
    var hookBody: some View {
        let store = useContext(TodoStoreContext.self)
        let clipboard = useClipboard()
        let visible = store.state.visibleTodos

        HStack(spacing: 8) {
            Button("Copy") { clipboard.copy(CopiedTodos(todos: visible)) }
                .keyboardShortcut(KeyboardShortcut("c", modifiers: [.control, .shift]))
                .disabled(visible.isEmpty)
            Button("Paste") {
                Task {
                    let pasted = await clipboard.paste(CopiedTodos.self)
                    var transfer = TodoTransfer()
                    for copied in pasted { transfer.append(copied.transfer) }
                    store.dispatch(.insert(transfer))
                }
            }
            .keyboardShortcut(KeyboardShortcut("v", modifiers: [.control, .shift]))
        }
    }
}
