import Gtk
import Hooks
import Widgets

/// `NativeView` is the widget its `make` returns; `update` runs on every render.
extension NativeView: GtkAdapter, ToolkitAdapter {
    /// Makes the coordinator, then the widget, and points the ref at it.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let coordinator = makeCoordinator()
        let widget = make(coordinator)
        let instance = GtkInstance(widget: widget, view: self)
        instance.storage = NativeStorage(widget: widget, coordinator: coordinator, ref: ref)
        ref?.current = widget
        return instance
    }

    /// Calls `update` with the widget and its coordinator, the handlers of
    /// the widgets inside it blocked as the host blocks the widget's own
    /// (G1); moves the ref if it changed.
    public func apply(to instance: GtkInstance, from old: NativeView?) {
        guard let storage = instance.storage as? NativeStorage<Native, Coordinator> else { return }
        if let old, old.ref !== ref {
            storage.point(ref)
        }
        // `make` has no instance to own its inner widgets with: they are
        // found in the widget's subtree on each update instead.
        let inner = storage.widget.descendantsWithHandlers
        for widget in inner { widget.blockHandlers() }
        update(storage.widget, storage.coordinator)
        for widget in inner { widget.unblockHandlers() }
    }
}

/// What a mounted `NativeView` keeps: its coordinator and the ref it set.
@MainActor final class NativeStorage<Native: Gtk.Widget, Coordinator>: InstanceResource {
    let widget: Native
    let coordinator: Coordinator
    private var ref: RefObject<Native?>?

    init(widget: Native, coordinator: Coordinator, ref: RefObject<Native?>?) {
        self.widget = widget
        self.coordinator = coordinator
        self.ref = ref
    }

    /// Points `newRef` at the widget, and the old ref at nothing.
    func point(_ newRef: RefObject<Native?>?) {
        if ref?.current === widget { ref?.current = nil }
        ref = newRef
        newRef?.current = widget
    }

    /// Clears the ref (when it still points at this widget) and releases the coordinator.
    func release() {
        if ref?.current === widget { ref?.current = nil }
        ref = nil
        (coordinator as? any InstanceResource)?.release()
    }
}
