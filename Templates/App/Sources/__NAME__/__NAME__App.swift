import GtkHooks

/// `make demo` (or `swift run {{NAME}}`): the app's one window.
///
/// `@main` calls `{{NAME}}App.main()`, which runs until the window closes.
/// `make dev` shows this type too (the dev runner looks for `{{NAME}}App`).
@main
struct {{NAME}}App: App {
    /// The application id: the desktop matches the app's windows to its
    /// launcher entry (`Resources/{{NAME}}/{{APP_ID}}.desktop.in`) by it.
    static let id = "{{APP_ID}}"

    var body: some Scene {
        Window("{{NAME}}", width: 360, height: 240) {
            ContentView()
        }
    }
}
