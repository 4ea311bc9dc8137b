import Gtk
import Hooks
import Reconciler

/// A GTK application showing a component tree.
///
/// `id` is a reverse-DNS application id. Views that are not a `Window` open in
/// a default window titled with the id. `run()` returns when the last window
/// closes, after unmounting the tree (every cleanup runs). The app gets its
/// command line as the `\.arguments` environment value; GTK neither parses
/// nor rejects it, so an unknown option such as `--foo` does not end the app.
///
/// ```swift
/// GtkApp(id: "org.example.Counter") {
///     Counter()
/// }.run()
/// ```
@MainActor public struct GtkApp<Content: View> {
    /// The reverse-DNS application id, such as `org.example.Counter`.
    public let id: String
    /// Whether a second launch activates the running instance (false in tests).
    public var isUnique: Bool
    /// The app's own CSS, loaded after the theme into the app-wide style sheet.
    public var css: String
    private let content: () -> Content

    /// An app with id `id` showing `content`.
    public init(
        id: String, isUnique: Bool = true, css: String = "",
        @ViewBuilder content: @escaping () -> Content
    ) {
        self.id = id
        self.isUnique = isUnique
        self.css = css
        self.content = content
    }

    /// Runs the app until its last window closes; returns the exit status.
    ///
    /// `arguments` (program name first) reach the views as
    /// `useEnvironment(\.arguments)`.
    @discardableResult
    public func run(arguments: [String] = CommandLine.arguments) -> Int32 {
        var root: GtkRoot?
        let title = id.split(separator: ".").last.map(String.init) ?? id
        let status = Application.run(id: id, isUnique: isUnique, arguments: arguments) {
            application in
            guard root == nil else { return }
            var environment = EnvironmentValues()
            environment.arguments = application.launchArguments
            let made = GtkRoot(application: application, title: title, environment: environment)
            made.host.styleSheet.appCSS = css
            root = made
            application.onShutdown { root?.unmount() }
            made.render(content())
        }
        // The application's handlers hold `root`, which holds the application:
        // dropping it here ends that cycle.
        root?.unmount()
        root = nil
        MainLoop.drainPendingEvents()
        return status
    }
}
