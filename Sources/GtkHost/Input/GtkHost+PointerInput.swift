import Gtk
import Widgets

extension GtkHost {
    /// Gives `instance`'s widget the event controllers of `new`'s parts.
    ///
    /// A part that appears gets its controller, made once and owned by the
    /// instance; a part that goes takes its controller off the widget; a part
    /// whose settings (a drag's distance) change gets a new one. The
    /// controllers' handlers read the part from the props of the latest
    /// commit, so a new closure alone writes nothing.
    func applyPointerInput(_ new: PointerInput, from old: PointerInput?, to instance: GtkInstance) {
        let old = old ?? PointerInput()
        guard new != old else { return }
        guard let widget = instance.widget else {
            Log.warning(
                "ignored a pointer handler (.onTapGesture, .gesture, .onHover, .onScroll, "
                    + ".contextMenu) on "
                    + "\(type(of: instance.view)): it has no GTK widget of its own; "
                    + "put the modifier on a view around it")
            return
        }
        let controllers = PointerControllers(instance: instance, widget: widget)
        if new.taps.isEmpty != old.taps.isEmpty {
            controllers.replace(
                .tap, with: new.taps.isEmpty ? nil : PointerControllers.tap(of: instance))
        }
        if new.drag?.minimumDistance != old.drag?.minimumDistance {
            controllers.replace(
                .drag, with: new.drag.map { PointerControllers.drag($0, of: instance) })
        }
        if (new.magnification == nil) != (old.magnification == nil) {
            controllers.replace(
                .magnification,
                with: new.magnification.map { _ in PointerControllers.magnification(of: instance) })
        }
        let hovers = new.hover != nil || new.continuousHover != nil
        if hovers != (old.hover != nil || old.continuousHover != nil) {
            controllers.replace(.hover, with: hovers ? PointerControllers.hover(of: instance) : nil)
        }
        if (new.scroll == nil) != (old.scroll == nil) {
            controllers.replace(
                .scroll, with: new.scroll.map { _ in PointerControllers.scroll(of: instance) })
        }
        if new.contextMenu != old.contextMenu {
            ContextMenuControls(controllers: controllers).apply(new.contextMenu)
        }
    }
}

extension GtkInstance {
    /// The pointer handlers of the props last applied.
    var pointerInput: PointerInput {
        (view as? any Widgets.Widget)?.modifiers.pointerInput ?? PointerInput()
    }
}
