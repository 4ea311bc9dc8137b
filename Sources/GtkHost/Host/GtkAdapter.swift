import Gtk
import Reconciler
import Widgets

/// A widget of the vocabulary that `GtkHost` can make real.
///
/// Each widget gets its conformance in `Adapters/<Widget>+Gtk.swift`:
/// `makeInstance` creates the GTK widget and connects its signals once,
/// `apply(to:from:)` writes the properties that differ from `old` (all of
/// them when `old` is nil). The host applies the common modifiers and blocks
/// the instance's own handlers around `apply` (G1).
@MainActor protocol GtkAdapter: Widgets.Widget {
    /// Makes the widget, without applying any property yet.
    func makeInstance(in host: GtkHost) -> GtkInstance

    /// Writes the properties that differ from `old` to `instance`.
    func apply(to instance: GtkInstance, from old: Self?)
}

extension GtkAdapter {
    /// `apply(to:from:)` with the old props type-erased.
    func apply(to instance: GtkInstance, fromAny old: (any PrimitiveView)?) {
        apply(to: instance, from: old as? Self)
    }

    /// Updates `instance` from `old` to `new` when `new` has this adapter's
    /// type, casting to it instead of looking up protocol conformances; false
    /// (nothing done) otherwise.
    static func update(
        _ instance: GtkInstance, from old: any PrimitiveView, to new: any PrimitiveView,
        in host: GtkHost
    ) -> Bool {
        guard let new = new as? Self else { return false }
        host.applyProps(new, to: instance, from: old as? Self)
        return true
    }
}
