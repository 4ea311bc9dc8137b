import GtkHooks

/// `swift run Counter`: the SwiftUI Hooks README's counters, as an app described by a value.
///
/// `@main` calls `CounterApp.main()`, which runs until the window closes.
@main
struct CounterApp: App {
    static let id = "org.gtkhooks.Counter"

    var body: some Scene {
        Window("Counter", width: 360, height: 300) {
            CountersView()
        }
    }
}
