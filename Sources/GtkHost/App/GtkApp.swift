import AppServices
import FoundationEssentials
import Glibc
import Gtk
import Hooks
import Reconciler
import Widgets

/// A GTK application showing a component tree.
///
/// `id` is a reverse-DNS application id. Views that are not a `Window` open in
/// a default window titled with the id. The app gets its command line as the
/// `\.arguments` environment value; GTK neither parses nor rejects it, so an
/// unknown option such as `--foo` does not end the app.
///
/// A unique app (the default) runs once per session: a second launch hands
/// its arguments and files to the running one (`useOnOpen`, `useOnLaunch`)
/// and exits. The views reach the app through `useEnvironment(\.app)` (quit,
/// notifications, the About dialog from `metadata`) and keep small settings
/// with `usePreference` (in `$XDG_CONFIG_HOME/<id>/preferences.json`).
///
/// When the last window closes or a view calls `app.quit()`, the app runs
/// the renders and effects still pending, awaits the work registered with
/// `useBeforeQuit` for at most `quitBound`, then unmounts the tree (every
/// cleanup runs) and `run()` returns.
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
    /// What the About dialog shows; named after the id's last part by default.
    public var metadata: AppMetadata
    /// How long a quit waits for the work registered with `useBeforeQuit`.
    public var quitBound: Duration = .seconds(5)
    /// Where `usePreference` keeps its values; the standard file of `id` by default.
    public var preferences: Preferences?
    private let content: () -> Content

    /// An app with id `id` showing `content`.
    public init(
        id: String, isUnique: Bool = true, css: String = "", metadata: AppMetadata? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) {
        self.id = id
        self.isUnique = isUnique
        self.css = css
        self.metadata = metadata ?? AppMetadata(name: Self.title(of: id), iconName: id)
        self.content = content
    }

    /// Runs the app until its last window closes; returns the exit status.
    ///
    /// `arguments` (program name first; nil for the process's own, byte for
    /// byte) reach the views as `useEnvironment(\.arguments)`; the files
    /// among them, and those of every later launch, reach `useOnOpen` as URLs
    /// built from the bytes of their names (`URL.filePathBytes`).
    @discardableResult
    public func run(arguments: [String]? = nil) -> Int32 {
        var root: GtkAppRoot?
        let platform = GtkAppPlatform()
        let lifecycle = AppLifecycle(metadata: metadata, platform: platform)
        let preferences = preferences ?? Preferences.standard(appID: id)
        let status = Application.run(
            id: id, isUnique: isUnique, arguments: arguments,
            launched: { _, received, directory in
                lifecycle.receive(
                    Launch(
                        argumentBytes: received,
                        workingDirectory: directory ?? Self.currentDirectoryBytes))
            },
            opened: { _, uris in
                lifecycle.receive(Launch(arguments: [], urls: uris.compactMap(Self.url(ofURI:))))
            },
            activate: { application in
                guard root == nil else {
                    root?.windows.first?.present()
                    return
                }
                var environment = EnvironmentValues()
                environment.arguments = application.launchArguments
                environment.app = lifecycle
                environment.preferences = preferences
                let made = GtkAppRoot(
                    application: application, title: Self.title(of: id), environment: environment)
                made.host.styleSheet.appCSS = css
                root = made
                let quit = AppQuit(
                    application: application, root: made, lifecycle: lifecycle, bound: quitBound)
                platform.bind(to: application, quit: quit)
                endWithLastWindow(application, quit: quit)
                application.onShutdown { root?.unmount() }
                made.render(content())
                if application.windowCount == 0 { quit.begin() }
            })
        // The application's handlers hold `root`, which holds the application:
        // dropping it here ends that cycle.
        root?.unmount()
        root = nil
        MainLoop.drainPendingEvents()
        return status
    }

    /// Holds `application` until `quit` ends it, which its last window closing begins.
    private func endWithLastWindow(_ application: Application, quit: AppQuit) {
        application.hold()
        application.onWindowRemoved { [unowned application] in
            if application.windowCount == 0 { quit.begin() }
        }
    }

    /// The URL of a URI the desktop asks to open; a file's in the form
    /// `Launch` gives command-line files, so one file is one URL either way.
    private static func url(ofURI uri: String) -> URL? {
        guard let url = URL(string: uri) else { return nil }
        return url.filePathBytes.map { URL(filePathBytes: $0) } ?? url
    }

    /// The working directory as bytes (its name need not be UTF-8).
    private static var currentDirectoryBytes: [UInt8] {
        guard let directory = getcwd(nil, 0) else {
            return Array(FileManager.default.currentDirectoryPath.utf8)
        }
        defer { free(directory) }
        return Array(UnsafeRawBufferPointer(start: directory, count: strlen(directory)))
    }

    private static func title(of id: String) -> String {
        id.split(separator: ".").last.map(String.init) ?? id
    }
}

/// The end of a `GtkApp`: pending work, the app's quit work within a bound,
/// then unmounting, which lets the held application go.
@MainActor final class AppQuit {
    private unowned let application: Application
    private weak var root: GtkAppRoot?
    private let lifecycle: AppLifecycle
    private let bound: Duration
    private var isQuitting = false

    init(application: Application, root: GtkAppRoot, lifecycle: AppLifecycle, bound: Duration) {
        self.application = application
        self.root = root
        self.lifecycle = lifecycle
        self.bound = bound
    }

    /// Starts the quit once; later calls do nothing.
    func begin() {
        guard !isQuitting else { return }
        isQuitting = true
        root?.flushPendingWork()
        Task {
            _ = await lifecycle.finishBeforeQuit(within: bound)
            root?.flushPendingWork()
            root?.unmount()
            application.release()
            application.quit()
        }
    }
}
