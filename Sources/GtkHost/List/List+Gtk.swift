import Gtk
import Widgets

/// `List` is a `GtkListView` in a `GtkScrolledWindow`: only rows on screen
/// have widgets. Each bound row is its own component subtree, rendered on
/// bind with the list's environment and contexts; its hook state belongs to
/// the row's key, so it survives scrolling away and back and moves with its
/// key when rows are inserted or removed before it.
extension Widgets.List: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let scrolled = ScrolledWindow()
        scrolled.expandsHorizontally = true
        scrolled.expandsVertically = true
        scrolled.setPolicy(horizontal: .never, vertical: .automatic)
        let list = ListView()
        scrolled.child = list
        let rows = ListRows(host: host, list: list, scrolled: scrolled)
        let instance = GtkInstance(widget: scrolled, view: self)
        instance.storage = rows
        rows.listHandle = instance.handle
        list.onBind { [weak rows] item in rows?.bind(item) }
        list.onUnbind { [weak rows] item in rows?.unbind(item) }
        list.onTeardown { [weak rows] item in rows?.tearDown(item) }
        list.onActivate { [weak rows] position in rows?.selection.activate(Int(position)) }
        return instance
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: Widgets.List?) {
        (instance.storage as? ListRows)?.update(self)
    }
}
