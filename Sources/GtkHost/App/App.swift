import Glibc
import Reconciler

/// What an app's `body` describes: its windows (any view).
///
/// GtkHooks has no separate scene type: `Window` is a view, so
/// `var body: some Scene` reads as in SwiftUI.
public typealias Scene = View

/// An app described by a value, started with `MyApp.main()`.
///
/// ```swift
/// @main struct Counter: App {
///     var body: some Scene {
///         Window("Counter") { CounterView() }
///     }
/// }
/// ```
@MainActor public protocol App {
    /// The type of the app's content.
    associatedtype Body: View
    /// The app's windows.
    @ViewBuilder var body: Body { get }
    /// The reverse-DNS application id; `org.gtkhooks.<TypeName>` by default.
    static var id: String { get }
    /// Makes the app; its stored properties take their defaults.
    init()
}

extension App {
    /// `org.gtkhooks.<TypeName>`.
    public static var id: String { "org.gtkhooks.\(Self.self)" }

    /// Runs the app until its last window closes, then exits with its status.
    public static func main() {
        let status = GtkApp(id: id) { Self().body }.run()
        exit(status)
    }
}
