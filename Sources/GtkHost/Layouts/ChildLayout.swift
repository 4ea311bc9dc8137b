/// How a container instance places its children in GTK.
///
/// `GtkHost` keeps `parent.children` in the reconciler's order (its keyed
/// diff) and calls the layout after each change, so a layout can read the
/// new order. A child without a widget (`child.widget == nil`) is skipped.
@MainActor public protocol ChildLayout {
    /// `child` was inserted at `index` of `parent.children`.
    func inserted(_ child: GtkInstance, at index: Int, in parent: GtkInstance)
    /// `child` moved to `index` of `parent.children`.
    func moved(_ child: GtkInstance, to index: Int, in parent: GtkInstance)
    /// `child` was removed from `parent.children`.
    func removed(_ child: GtkInstance, from parent: GtkInstance)
}

/// A layout for containers GTK cannot reorder in place: on every change it
/// takes every child out and puts them back in order.
@MainActor protocol RebuildingLayout: ChildLayout {
    /// Takes `children` (the previous order) out of the container.
    func detach(_ children: [GtkInstance])
    /// Puts `children` into the container in this order.
    func attach(_ children: [GtkInstance])
}

extension RebuildingLayout {
    func inserted(_ child: GtkInstance, at index: Int, in parent: GtkInstance) {
        var previous = parent.children
        previous.remove(at: index)
        detach(previous)
        attach(parent.children)
    }

    func moved(_ child: GtkInstance, to index: Int, in parent: GtkInstance) {
        detach(parent.children)
        attach(parent.children)
    }

    func removed(_ child: GtkInstance, from parent: GtkInstance) {
        detach(parent.children + [child])
        attach(parent.children)
    }
}

/// The layout of an instance without children: places nothing, and warns
/// that a child it gets is not shown.
struct NoChildLayout: ChildLayout {
    func inserted(_ child: GtkInstance, at index: Int, in parent: GtkInstance) {
        // A parent not placed yet is being mounted with all its children:
        // `GtkHost.insert` reports it when it is placed, with all of them counted.
        if parent.parent != nil { parent.reportHiddenChildren() }
    }
    func moved(_ child: GtkInstance, to index: Int, in parent: GtkInstance) {}
    func removed(_ child: GtkInstance, from parent: GtkInstance) {}
}
