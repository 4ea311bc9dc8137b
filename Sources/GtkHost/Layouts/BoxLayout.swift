import Gtk
@_spi(Toolkit) import Widgets

/// Children of a `GtkBox`: inserted after their earlier sibling and moved with
/// `gtk_box_reorder_child_after`, so a keyed reorder keeps every widget (K4).
@MainActor struct BoxLayout: ChildLayout {
    let box: Box
    /// The box's orientation, as it was made: GTK reads it through a
    /// property lookup (`g_object_get`) each time.
    let orientation: Orientation
    /// Where the children go across the box: a stack's alignment.
    var alignment = StackAlignment()

    func inserted(_ child: GtkInstance, at index: Int, in parent: GtkInstance) {
        guard let widget = child.widget else { return }
        Self.fit(child, widget, in: orientation)
        alignment.place(child, widget)
        box.insert(widget, after: parent.widget(before: index))
    }

    /// Fits `child`'s `widget` to a stack of `orientation`: a divider runs
    /// across it, a spacer expands along it.
    static func fit(_ child: GtkInstance, _ widget: Gtk.Widget, in orientation: Orientation) {
        if child.adapterType == Divider.self, let separator = widget as? Separator {
            separator.orientation = orientation == .horizontal ? .vertical : .horizontal
        }
        if child.adapterType == Spacer.self,
            let spacer = ExactType.cast(child.view, to: Spacer.self)
        {
            spacer.expand(widget, along: orientation)
        }
    }

    func moved(_ child: GtkInstance, to index: Int, in parent: GtkInstance) {
        guard let widget = child.widget else { return }
        box.move(widget, after: parent.widget(before: index))
    }

    func removed(_ child: GtkInstance, from parent: GtkInstance) {
        guard let widget = child.widget else { return }
        box.remove(widget)
    }
}
