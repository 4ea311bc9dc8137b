import Gtk
import Reconciler
import Widgets

/// The layout of the container a `GtkAppRoot` renders into: `Window` children
/// become the app's windows; any other top-level view goes into one default
/// window.
@MainActor final class AppContainerLayout: ChildLayout {
    private let application: Application
    private let title: String
    private var defaultWindow: Gtk.Window?
    private var defaultContent: Box?

    init(application: Application, title: String) {
        self.application = application
        self.title = title
    }

    func inserted(_ child: GtkInstance, at index: Int, in parent: GtkInstance) {
        if let control = child.storage as? WindowControl {
            control.attach(to: application)
        } else if let window = child.widget as? Gtk.Window {
            application.add(window)
            window.present()
        } else if let widget = child.widget {
            let content = makeDefaultWindow()
            let earlier = parent.children[..<index].last { !($0.widget is Gtk.Window) }
            content.insert(widget, after: earlier?.widget)
        }
    }

    func moved(_ child: GtkInstance, to index: Int, in parent: GtkInstance) {
        guard !(child.widget is Gtk.Window), let widget = child.widget, let defaultContent
        else { return }
        let earlier = parent.children[..<index].last { !($0.widget is Gtk.Window) }
        defaultContent.move(widget, after: earlier?.widget)
    }

    func removed(_ child: GtkInstance, from parent: GtkInstance) {
        if let window = child.widget as? Gtk.Window {
            window.closeShownPopovers()
            window.destroy()
        } else if let widget = child.widget {
            defaultContent?.remove(widget)
        }
    }

    /// The default window, once a view that is not a `Window` was shown.
    var window: Gtk.Window? { defaultWindow }

    /// Destroys the default window, if one was made.
    func close() {
        defaultWindow?.closeShownPopovers()
        defaultWindow?.destroy()
        defaultWindow = nil
        defaultContent = nil
    }

    private func makeDefaultWindow() -> Box {
        if let defaultContent { return defaultContent }
        let window = Gtk.Window(application: application)
        window.title = title
        window.setDefaultSize(width: 480, height: 360)
        let content = Box(.vertical)
        window.child = content
        window.present()
        defaultWindow = window
        defaultContent = content
        return content
    }
}

/// The props of the container a `GtkAppRoot` renders into.
struct AppContainerView: PrimitiveView {}
