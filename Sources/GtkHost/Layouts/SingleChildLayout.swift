import Gtk

/// A container with one child slot (a button's label, a scrolled view): the
/// first child with a widget fills it.
@MainActor struct SingleChildLayout: ChildLayout {
    let setChild: @MainActor (Gtk.Widget?) -> Void

    func inserted(_ child: GtkInstance, at index: Int, in parent: GtkInstance) { show(parent) }
    func moved(_ child: GtkInstance, to index: Int, in parent: GtkInstance) { show(parent) }
    func removed(_ child: GtkInstance, from parent: GtkInstance) { show(parent) }

    private func show(_ parent: GtkInstance) {
        setChild(parent.children.lazy.compactMap(\.widget).first)
    }
}
