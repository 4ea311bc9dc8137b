import Gtk
import Widgets

/// `HeaderBar` (made by `Window(_:content:toolbar:)`) is a `GtkHeaderBar`
/// titled like its window; its `ToolbarItem`s are packed at the start or end.
/// A title too long for the bar is cut with an ellipsis at its end: it never
/// makes the window wider.
extension Widgets.HeaderBar: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let bar = Gtk.HeaderBar()
        let title = Label()
        title.addCSSClass("title")
        // Cut, not widening the window: a label's minimum width is its whole
        // text unless it ellipsizes. Five characters, as GTK's own title.
        title.ellipsize = .end
        title.singleLineMode = true
        title.widthChars = 5
        bar.titleWidget = title
        return GtkInstance(widget: bar, view: self, layout: HeaderBarLayout(bar: bar))
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: Widgets.HeaderBar?) {
        guard title != old?.title else { return }
        (instance.gtk(Gtk.HeaderBar.self).titleWidget as? Label)?.text = title
    }
}

extension ToolbarItem: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let box = Box(.horizontal, spacing: 6)
        return GtkInstance(
            widget: box, view: self, layout: BoxLayout(box: box, orientation: .horizontal))
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: ToolbarItem?) {
        guard old != nil, placement != old?.placement, let bar = instance.parent else { return }
        (bar.layout as? HeaderBarLayout)?.moved(instance, to: 0, in: bar)
    }
}

/// The items of a header bar: start items left to right, end items right to left.
@MainActor struct HeaderBarLayout: RebuildingLayout {
    let bar: Gtk.HeaderBar

    func detach(_ children: [GtkInstance]) {
        for child in children { if let widget = child.widget { bar.remove(widget) } }
    }

    func attach(_ children: [GtkInstance]) {
        for child in children {
            guard let widget = child.widget else { continue }
            if (child.view as? ToolbarItem)?.placement == .end {
                continue
            }
            bar.packStart(widget)
        }
        // pack_end places each item left of the previous one: pack in reverse.
        for child in children.reversed() {
            guard let widget = child.widget, (child.view as? ToolbarItem)?.placement == .end
            else { continue }
            bar.packEnd(widget)
        }
    }
}
