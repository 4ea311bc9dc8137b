import GtkHooks

/// `swift run Notes`: a list of notes with an editor beside it, and a table
/// of every note sorted by title or date.
///
/// `@main` calls `NotesApp.main()`, which runs until the window closes.
@main
struct NotesApp: App {
    static let id = "org.gtkhooks.Notes"

    var body: some Scene {
        Window("Notes", width: 900, height: 600) {
            NotesView()
        }
    }
}
