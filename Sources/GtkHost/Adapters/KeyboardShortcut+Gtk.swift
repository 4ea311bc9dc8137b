import Widgets

extension KeyboardShortcut {
    /// The combination in GTK's accelerator syntax, such as `<Control><Shift>z`.
    var gtkAccelerator: String {
        var prefix = ""
        if modifiers.contains(.control) { prefix += "<Control>" }
        if modifiers.contains(.shift) { prefix += "<Shift>" }
        if modifiers.contains(.alt) { prefix += "<Alt>" }
        if modifiers.contains(.super) { prefix += "<Super>" }
        return prefix + key
    }
}
