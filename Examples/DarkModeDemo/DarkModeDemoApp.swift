import GtkHooks

/// `swift run DarkModeDemo`: SwiftUI Hooks' Context example, switching the window's scheme.
///
/// `@main` calls `DarkModeDemoApp.main()`, which runs until the window closes.
@main
struct DarkModeDemoApp: App {
    static let id = "org.gtkhooks.DarkModeDemo"

    var body: some Scene {
        ContentView()
    }
}
