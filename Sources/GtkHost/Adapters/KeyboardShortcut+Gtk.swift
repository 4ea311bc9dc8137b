import Gtk
import Widgets

extension KeyboardShortcut {
    /// The combination in GTK's accelerator syntax, such as `<Control><Shift>z`;
    /// nil (with a warning naming it) when no key types its character.
    @MainActor package var gtkAccelerator: String? {
        guard let name = key.gdkName else {
            Log.warning(
                "the keyboard shortcut \(self) names a character no key types; it is"
                    + " ignored. Use a key of the keyboard, such as \"s\" or .return.")
            return nil
        }
        var prefix = ""
        if modifiers.contains(.control) { prefix += "<Control>" }
        if modifiers.contains(.shift) { prefix += "<Shift>" }
        if modifiers.contains(.option) { prefix += "<Alt>" }
        return prefix + name
    }
}
