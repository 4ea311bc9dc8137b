import GtkHooks

/// `swift run TodoList`: the Redux pattern with hooks, saved under `$XDG_DATA_HOME`.
@main
struct TodoListApp: App {
    static let id = "org.gtkhooks.TodoList"

    var body: some Scene {
        Window("Todos", width: 480, height: 560) {
            TodoListView(file: .standard(appID: Self.id))
        }
    }
}
