import Gtk
import Widgets

/// `Window` is a `GtkWindow`: its `HeaderBar` child becomes the title bar, the
/// other children stack vertically in its content. It is presented when the
/// app's root inserts it and destroyed when removed.
extension Widgets.Window: GtkAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let window = Gtk.Window()
        let content = Box(.vertical)
        content.expandsVertically = true
        window.child = content
        return GtkInstance(
            widget: window, view: self, layout: WindowLayout(window: window, content: content))
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: Widgets.Window?) {
        let window = instance.gtk(Gtk.Window.self)
        if title != old?.title { window.title = title }
        if width != old?.width || height != old?.height {
            window.setDefaultSize(width: width ?? -1, height: height ?? -1)
        }
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
