import GtkHooks

/// The window of one todo file.
///
/// Every change is saved as soon as it is
/// rendered (a window's close runs pending renders and effects first, so an
/// edit made just before closing is saved); if the list is not saved (a save
/// failed, or the file could not be read and is not saved over), closing
/// asks first. Asking for its file again brings it to the front.
struct TodoWindow: HookView {
    let file: TodoFile
    let isOpen: Binding<Bool>
    let title: String
    /// Changes when the file is asked for again, bringing the window forward.
    var raiseRequest = 0

    var hookBody: some View {
        let todos = useTodoStore(file: file)
        let dialogs = useEnvironment(\.dialogs)
        let isUnsaved = todos.isUnsaved
        Window(title, isPresented: isOpen, width: 480, height: 560) {
            TodoListContent(store: todos.store, notice: todos.notice)
        }
        .minimumSize(width: 360, height: 300)
        .raised(by: raiseRequest)
        .onCloseRequest {
            guard isUnsaved() else { return true }
            let alert = Alert(
                "Close without saving?", message: "The last changes could not be saved.",
                actions: [.cancel("Keep Open"), .destructive("Close Without Saving")])
            return await dialogs.alert(alert) == 1
        }
    }
}
