import Gtk

/// A container with one child slot (a button's label, a scrolled view): the
/// first child with a widget fills it.
///
/// ```swift
/// GtkInstance(widget: expander, view: self, layout: SingleChildLayout { child in
///     expander.child = child
/// })
/// ```
@MainActor public struct SingleChildLayout: ChildLayout {
    let setChild: @MainActor (Gtk.Widget?) -> Void

    /// A layout that puts the first child's widget, or nil, with `setChild`.
    public init(_ setChild: @escaping @MainActor (Gtk.Widget?) -> Void) {
        self.setChild = setChild
    }

    /// Shows the first child.
    public func inserted(_ child: GtkInstance, at index: Int, in parent: GtkInstance) {
        show(parent)
    }
    /// Shows the first child.
    public func moved(_ child: GtkInstance, to index: Int, in parent: GtkInstance) {
        show(parent)
    }
    /// Shows the first child, or none.
    public func removed(_ child: GtkInstance, from parent: GtkInstance) { show(parent) }

    private func show(_ parent: GtkInstance) {
        setChild(parent.children.lazy.compactMap(\.widget).first)
    }
}
