import Gtk

/// A container with one child slot (a button's label, a scrolled view): the
/// first child with a widget fills it.
///
/// The others are not shown: the first time a view of the container's type
/// has more than one, a warning names it and says to put them in one stack.
///
/// ```swift
/// GtkInstance(widget: expander, view: self, layout: SingleChildLayout { child in
///     expander.child = child
/// })
/// ```
@MainActor public struct SingleChildLayout: ChildLayout {
    /// Where the child goes.
    private enum Slot {
        case setter(@MainActor (Gtk.Widget?) -> Void)
        /// A button's child, set without a closure (an allocation per button).
        case button(Gtk.Button)
    }

    private let slot: Slot

    /// A layout that puts the first child's widget, or nil, with `setChild`.
    public init(_ setChild: @escaping @MainActor (Gtk.Widget?) -> Void) {
        slot = .setter(setChild)
    }

    /// A layout that makes the first child's widget, or nil, `button`'s child.
    init(button: Gtk.Button) {
        slot = .button(button)
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
        let child = parent.children.lazy.compactMap(\.widget).first
        switch slot {
        case .setter(let setChild): setChild(child)
        case .button(let button): button.child = child
        }
        // A parent not placed yet is being mounted with all its children:
        // `GtkHost.insert` reports it when it is placed, with all of them counted.
        if parent.children.count > 1, parent.parent != nil { parent.reportHiddenChildren() }
    }
}
