import Gtk
import Widgets

/// A button's keyboard shortcut. `.defaultAction` makes the button its
/// window's (or sheet's) GTK default widget, which Enter activates, also
/// from a text field (our entries activate the default); any other shortcut,
/// `.cancelAction`'s Escape included, is a global-scope shortcut controller
/// on the button, which its window runs wherever the focus is in it.
extension Widgets.Button {
    /// Writes `shortcut` to `button`, the widget of `instance`.
    func applyShortcut(to button: Gtk.Button, in instance: GtkInstance) {
        let isDefault = shortcut == .defaultAction
        button.setShortcut(isDefault ? nil : shortcut?.gtkAccelerator)
        if isDefault {
            // Made the default when it is shown in a window: a button is
            // made before it is placed in one.
            button.onMap { [handle = instance.handle, weak button] in
                guard let button, handle.instance?.props(Self.self)?.shortcut == .defaultAction
                else { return }
                button.enclosingWindow?.defaultWidget = button
            }
            // GTK 4.8 keeps a default widget that leaves the window, and
            // its window then touches the freed widget: the button stays
            // the default only while it is shown.
            button.onUnmap { [weak button] in
                guard let button, let window = button.enclosingWindow,
                    window.defaultWidget?.rawWidget == button.rawWidget
                else { return }
                window.defaultWidget = nil
            }
            if button.isMapped { button.enclosingWindow?.defaultWidget = button }
        } else if let window = button.enclosingWindow,
            window.defaultWidget?.rawWidget == button.rawWidget
        {
            window.defaultWidget = nil
        }
    }
}

extension Gtk.Widget {
    /// The window the widget is in, if it is in one.
    var enclosingWindow: Gtk.Window? {
        var top: Gtk.Widget = self
        while let parent = top.parent { top = parent }
        return top as? Gtk.Window
    }
}
