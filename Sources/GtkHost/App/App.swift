import AppServices
import Glibc
import Reconciler
import Widgets

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
    /// What the About dialog shows; the id's last part as the name by default.
    static var metadata: AppMetadata { get }
    /// The app's own CSS, loaded after the theme into the app-wide style sheet
    /// (as `GtkApp`'s `css:`); none by default.
    var css: String { get }
    /// Makes the app; its stored properties take their defaults.
    init()
}

extension App {
    /// `org.gtkhooks.<TypeName>`.
    public static var id: String { "org.gtkhooks.\(Self.self)" }

    /// The id's last part as the name, the id as the icon.
    public static var metadata: AppMetadata {
        AppMetadata(name: id.split(separator: ".").last.map(String.init) ?? id, iconName: id)
    }

    /// No CSS of the app's own.
    public var css: String { "" }

    /// Runs the app with the process's arguments until its last window
    /// closes, then exits with its status.
    public static func main() {
        exit(run(arguments: nil))
    }

    /// Runs the app until its last window closes and returns its exit status.
    ///
    /// The views read `arguments` as `useEnvironment(\.arguments)`, whatever
    /// options they hold. Nil `arguments` are the process's own, byte for
    /// byte, so files whose names are not UTF-8 open. The app is made once,
    /// here: its `css` and `body` are read from that one value.
    @discardableResult
    public static func run(arguments: [String]?, isUnique: Bool = true) -> Int32 {
        let content = AppContent(app: Self())
        return GtkApp(id: id, isUnique: isUnique, css: content.app.css, metadata: metadata) {
            content.app.body
        }.run(arguments: arguments)
    }
}

/// The one value of an app that `App.run` makes: the main actor's, as the app is.
@MainActor private final class AppContent<Made: App> {
    let app: Made

    init(app: Made) { self.app = app }
}
