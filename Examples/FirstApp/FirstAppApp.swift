import GtkHooks

/// `swift run FirstApp`: the reading list the tutorial builds
/// (Docs/Tutorial.md), saved in `$XDG_DATA_HOME/org.gtkhooks.FirstApp`.
@main
struct FirstAppApp: App {
    /// The application id; it also names the folder the list is saved in.
    static let id = "org.gtkhooks.FirstApp"

    var body: some Scene {
        Window("Reading List", width: 640, height: 360) {
            ContentView(file: BookFile.standard(appID: Self.id))
        }
    }
}
