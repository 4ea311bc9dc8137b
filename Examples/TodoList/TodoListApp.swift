import GtkHooks

/// The todo app, one window per JSON file.
///
/// `swift run TodoList [file.json ...]`: the Redux pattern with hooks, saved
/// under `$XDG_DATA_HOME`, or in the JSON files given on the command line,
/// each in a window of its own. One instance runs per session: a second
/// launch opens its files in the running one.
@main
struct TodoListApp: App {
    static let id = "org.gtkhooks.TodoList"

    static var metadata: AppMetadata {
        AppMetadata(
            name: "Todos", comments: "A list of things to do, kept in JSON files",
            license: .mit, iconName: id)
    }

    var body: some Scene {
        TodoDocuments(standardFile: .standard(appID: Self.id))
    }
}
