import Gtk
import GtkHost
import Widgets

extension GtkTester {
    /// Presses `shortcut` (such as `KeyboardShortcut("d")`, Ctrl+D) in
    /// `window`, as pressing GTK's spelling of it (`<Control>d`) does.
    ///
    /// The shortcut bound to it runs through GTK's shortcut machinery; false
    /// if none is bound.
    public func press(_ shortcut: KeyboardShortcut, in window: Gtk.Window) -> Bool {
        guard let accelerator = shortcut.gtkAccelerator else { return false }
        return window.performShortcut(accelerator)
    }
}
