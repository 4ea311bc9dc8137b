import AppServices
import Gtk
import Hooks
import Reconciler
import Widgets

/// A component tree rendered into a running GTK application: the host, the
/// GLib scheduler and the renderer, with the app's windows as the root.
///
/// `GtkApp` makes one when the application activates; tests (`GtkTesting`)
/// make one inside their own application.
///
/// ```swift
/// let root = GtkAppRoot(application: app, title: "Counter")
/// root.render(Counter())
/// // ...
/// root.unmount()
/// ```
@MainActor public final class GtkAppRoot {
    /// The host making GTK widgets.
    public let host: GtkHost
    /// The scheduler running renders and effects on GLib idles.
    public let scheduler: GLibScheduler
    /// The renderer keeping the widgets up to date.
    public let renderer: Renderer
    /// The container this root renders into: windows and the default window's content.
    public let instance: GtkInstance

    /// The roots that are mounted now, oldest first (dialogs open over their windows).
    public static var live: [GtkAppRoot] { liveRoots.compactMap(\.root) }
    private static var liveRoots: [WeakAppRoot] = []

    private let layout: AppContainerLayout
    private var isMounted = true
    private let desktop = DesktopColorScheme()
    private let initialPreference: ColorScheme?
    private var content: Element = Element.empty

    /// A root for `application`; views that are not a `Window` go into one
    /// default window titled `title`.
    public init(
        application: Application, title: String,
        environment: EnvironmentValues = EnvironmentValues()
    ) {
        host = GtkHost()
        scheduler = GLibScheduler()
        layout = AppContainerLayout(application: application, title: title)
        instance = GtkInstance(widget: nil, view: AppContainerView(), layout: layout)
        var environment = environment
        environment.dialogs = .gtk
        environment.clipboard = AppServices.Clipboard.gtk
        renderer = Renderer(
            host: host, container: instance, scheduler: scheduler, environment: environment)
        host.rowScheduler = scheduler
        initialPreference = host.appliedScheme
        host.appliedScheme = desktop.current
        desktop.onChange = { [weak self] _ in self?.followDesktop() }
        Self.liveRoots.append(WeakAppRoot(root: self))
    }

    /// Renders `view` (updating what is mounted in place) and commits now.
    ///
    /// The view sees the desktop's color scheme in `\.colorScheme` unless a
    /// `.colorScheme(_:)` above it says otherwise. After ``unmount()`` it
    /// renders nothing and reports a warning: a late render (a task or a
    /// reload finishing after the app quit) would make widgets nothing frees.
    public func render(_ view: some View) {
        guard isMounted else {
            HookDiagnostics.report(
                "warning: GtkAppRoot.render(_:) was called after unmount(); nothing was rendered. "
                    + "Render only while the root is mounted.")
            return
        }
        content = Element(view)
        renderer.render(content.environment(\.colorScheme, desktop.current))
    }

    /// The desktop's color scheme, which the root environment follows.
    public var desktopColorScheme: ColorScheme { desktop.current }

    /// Takes `scheme` as the desktop's new preference, as when the settings
    /// portal reports a change: the windows and `\.colorScheme` follow.
    public func desktopColorSchemeChanged(to scheme: ColorScheme) {
        desktop.desktopChanged(to: scheme)
    }

    private func followDesktop() {
        guard isMounted else { return }
        host.appliedScheme = desktop.current
        renderer.render(content.environment(\.colorScheme, desktop.current))
        // An app's own `.colorScheme(_:)` at a window's root wins over the desktop.
        for child in instance.children {
            host.applyColorScheme(of: child)
            for grandchild in child.children { host.applyColorScheme(of: grandchild) }
        }
    }

    /// Runs the renders and passive effects waiting for their idles now, so
    /// state set just before a window closes reaches the screen and its
    /// effects (an autosave) before the tree unmounts.
    public func flushPendingWork() {
        guard isMounted else { return }
        scheduler.runPendingWork()
    }

    /// Unmounts everything (every cleanup runs), destroys the windows it made
    /// and cancels pending idles; harmless when done already.
    public func unmount() {
        guard isMounted else { return }
        isMounted = false
        Self.liveRoots.removeAll { $0.root == nil || $0.root === self }
        renderer.unmount()
        scheduler.cancel()
        layout.close()
        instance.release()
        host.appliedScheme = initialPreference
    }

    /// The windows showing this root's views, in order.
    public var windows: [Gtk.Window] {
        var result = instance.children.compactMap { child in
            (child.view as? Widgets.Window)?.isShown == false ? nil : child.widget as? Gtk.Window
        }
        if let window = layout.window { result.append(window) }
        return result + instance.presentedSheetWindows
    }
}

/// A root that may have gone away.
private struct WeakAppRoot {
    weak var root: GtkAppRoot?
}
