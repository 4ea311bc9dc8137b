import Gtk
import Widgets

/// `Window` is a `GtkWindow`: its `HeaderBar` child becomes the title bar, the
/// other children stack vertically in its content. It is presented when the
/// app's root inserts it (if `isShown`) and destroyed when removed; a window
/// whose `isPresented` turns false is hidden and leaves the application, so
/// the app quits when no window is left on screen.
///
/// A person's close first runs the renders and effects still pending, then
/// goes through `Window.requestClose()`: a bound window is
/// hidden once the request agrees, an unbound one destroyed, as GTK does.
extension Widgets.Window: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let window = Gtk.Window()
        let content = Box(.vertical)
        content.expandsVertically = true
        window.child = content
        let instance = GtkInstance(
            widget: window, view: self, layout: WindowLayout(window: window, content: content))
        let control = WindowControl(window: window)
        instance.storage = control
        window.onCloseRequest { [handle = instance.handle, weak host, weak control] in
            // State set just before the close (an edit) renders and runs its
            // effects (an autosave) before the window's content can unmount.
            (host?.rowScheduler as? GLibScheduler)?.runPendingWork()
            guard let control, let props = handle.instance?.props(Widgets.Window.self) else {
                return false
            }
            let keepsOpen = control.closeRequested(by: props)
            // GTK destroys the window next; a popover still shown would stay alive.
            if !keepsOpen { control.window.closeShownPopovers() }
            return keepsOpen
        }
        window.onNotify("maximized") { [handle = instance.handle, weak control, weak window] in
            guard let window, let control,
                let binding = handle.instance?.props(Widgets.Window.self)?.isMaximized
            else { return }
            control.requestedMaximized = window.maximized
            if binding.wrappedValue != window.maximized {
                binding.wrappedValue = window.maximized
            }
        }
        window.onNotify("fullscreened") { [handle = instance.handle, weak control, weak window] in
            guard let window, let control,
                let binding = handle.instance?.props(Widgets.Window.self)?.isFullscreen
            else { return }
            control.requestedFullscreen = window.fullscreened
            if binding.wrappedValue != window.fullscreened {
                binding.wrappedValue = window.fullscreened
            }
        }
        return instance
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: Widgets.Window?) {
        let window = instance.gtk(Gtk.Window.self)
        if title != old?.title { window.title = title }
        if width != old?.width || height != old?.height {
            window.setDefaultSize(width: width ?? -1, height: height ?? -1)
        }
        if minimumWidth != old?.minimumWidth || minimumHeight != old?.minimumHeight {
            window.setMinimumSize(width: minimumWidth ?? -1, height: minimumHeight ?? -1)
        }
        if isResizable != (old?.isResizable ?? true) { window.resizable = isResizable }
        guard let control = instance.storage as? WindowControl else { return }
        // The bindings read live state: compare with what was last asked of GTK.
        if let wanted = isMaximized?.wrappedValue, wanted != control.requestedMaximized {
            control.requestedMaximized = wanted
            window.maximized = wanted
        }
        if let wanted = isFullscreen?.wrappedValue, wanted != control.requestedFullscreen {
            control.requestedFullscreen = wanted
            window.fullscreened = wanted
        }
        control.setShown(isShown)
        if let old, raiseRequest != old.raiseRequest, isShown { window.present() }
    }
}

/// Children of a window: the header bar as title bar, the rest in a vertical box.
@MainActor struct WindowLayout: ChildLayout {
    let window: Gtk.Window
    let content: Box

    func inserted(_ child: GtkInstance, at index: Int, in parent: GtkInstance) {
        if child.view is Widgets.HeaderBar {
            window.setTitlebar(child.widget)
        } else if let widget = child.widget {
            content.insert(widget, after: contentWidget(before: index, in: parent))
        }
    }

    func moved(_ child: GtkInstance, to index: Int, in parent: GtkInstance) {
        guard !(child.view is Widgets.HeaderBar), let widget = child.widget else { return }
        content.move(widget, after: contentWidget(before: index, in: parent))
    }

    func removed(_ child: GtkInstance, from parent: GtkInstance) {
        if child.view is Widgets.HeaderBar {
            window.setTitlebar(nil)
        } else if let widget = child.widget {
            content.remove(widget)
        }
    }

    private func contentWidget(before index: Int, in parent: GtkInstance) -> Gtk.Widget? {
        parent.children[..<index].last { !($0.view is Widgets.HeaderBar) && $0.widget != nil }?
            .widget
    }
}
