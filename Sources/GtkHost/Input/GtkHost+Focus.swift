import Gtk
import Widgets

extension GtkHost {
    /// Gives `instance`'s widget the focus behaviour of `new`: its
    /// focusability, a focus controller telling the `.focused` states when
    /// the focus enters or leaves it, and the focus itself when a state
    /// starts naming it (or no longer does).
    ///
    /// Runs while the instance's handlers are blocked, so the focus moved
    /// here is not reported back to the state that asked for it (G112).
    func applyFocus(_ new: FocusTarget, from old: FocusTarget?, to instance: GtkInstance) {
        let old = old ?? FocusTarget()
        guard new != old else { return }
        guard let widget = instance.widget else {
            Log.warning(
                "ignored .focused or .focusable on \(type(of: instance.view)): it has no GTK "
                    + "widget of its own; put the modifier on a view around it")
            return
        }
        let controls = FocusControls(instance: instance, widget: widget)
        if new.isFocusable != old.isFocusable { controls.applyFocusable(new.isFocusable) }
        controls.listen(new.bindings)
        if new.isFocused != old.isFocused {
            if new.isFocused { controls.focusWhenShown() } else { controls.takeFocusAway() }
        }
    }
}

extension GtkInstance {
    /// The focus behaviour of the props last applied.
    var focusTarget: FocusTarget {
        (view as? any Widgets.Widget)?.modifiers.focus ?? FocusTarget()
    }
}

extension Gtk.Widget {
    /// Whether the focus widget of this widget's window is this widget or
    /// one inside it, whether or not the window is the active one.
    var holdsFocusOfItsWindow: Bool {
        guard let focus = root?.focus() else { return false }
        return focus === self || focus.isAncestor(ancestor: self)
    }

    /// Moves its window's focus here, and tells whether it is here now.
    ///
    /// The focus goes to the widget, or when it does not take the focus
    /// itself (a box), to the first view inside it that does.
    func takeFocus() -> Bool {
        if holdsFocusOfItsWindow { return true }
        return grabFocus() || childFocus(direction: .tabForward)
    }
}
