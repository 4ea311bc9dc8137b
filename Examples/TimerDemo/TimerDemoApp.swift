import GtkHooks

/// `swift run TimerDemo` or `make demo`: the SwiftUI Hooks README's timer examples in one window.
///
/// `@main` calls `TimerDemoApp.main()`, which runs until the window closes.
@main
struct TimerDemoApp: App {
    static let id = "org.gtkhooks.TimerDemo"

    var body: some Scene {
        TimerDemoView()
    }
}
