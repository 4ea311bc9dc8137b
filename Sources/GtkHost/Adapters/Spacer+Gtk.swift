import Gtk
import Widgets

/// `Spacer` is an empty `GtkBox` that takes the extra space of its stack
/// along the stack's axis only (so a spacer in a row does not make the row
/// grow vertically); `.expand(...)` on it decides instead.
extension Spacer: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        GtkInstance(widget: Box(.horizontal), view: self)
    }

    /// Expands `widget` along `orientation` unless the app chose with `.expand(...)`.
    ///
    /// Only the stack's axis is written: the box has no children, so GTK
    /// computes the other axis as not expanding (a false written there
    /// would cost GTK's notifications and change nothing).
    func expand(_ widget: Gtk.Widget, along orientation: Orientation) {
        if orientation == .horizontal, modifiers.expandsHorizontally == nil {
            widget.expandsHorizontally = true
        }
        if orientation == .vertical, modifiers.expandsVertically == nil {
            widget.expandsVertically = true
        }
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: Spacer?) {
        // A new box already requests no minimum size: a zero length writes nothing.
        guard minLength != old?.minLength ?? 0 else { return }
        instance.gtk(Box.self).setSizeRequest(width: minLength, height: minLength)
    }

    /// Equal minimum length.
    public func writesNothing(from old: Spacer) -> Bool { minLength == old.minLength }

    /// A box has no handlers.
    public static var propertyWritesCanEcho: Bool { false }
}
