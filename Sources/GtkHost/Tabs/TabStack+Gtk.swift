import Gtk
import Widgets

/// `TabStack` (what `TabView` renders to) is a `GtkStackSwitcher` above a
/// `GtkStack`: a row of linked toggle buttons, GTK's own look for tabs with
/// its own focus and arrow keys, rather than a `GtkNotebook`, whose
/// closable and reorderable tabs SwiftUI's `TabView` does not offer.
/// Choosing a tab calls `onSelect` with its page's tag.
extension TabStack: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let box = Box(.vertical, spacing: 6)
        let switcher = StackSwitcher()
        switcher.horizontalAlignment = .center
        let stack = Stack()
        stack.expandsHorizontally = true
        stack.expandsVertically = true
        switcher.stack = stack
        box.append(switcher)
        box.append(stack)
        let pages = TabStackPages(stack: stack)
        let instance = GtkInstance(widget: box, view: self, layout: pages)
        instance.own(stack)
        pages.bind(to: instance)
        instance.storage = pages
        return instance
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: TabStack?) {
        guard let pages = instance.storage as? TabStackPages else { return }
        if titles != old?.titles || iconNames != old?.iconNames || tags != old?.tags {
            for child in instance.children { pages.label(child, from: self) }
        }
        pages.show(selection, of: instance)
    }
}
