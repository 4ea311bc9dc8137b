import Gtk
import Widgets

extension KeyEquivalent {
    /// The GDK names of the named keys; every other key is the key typing
    /// its character.
    private static let gdkNames: [KeyEquivalent: String] = [
        .return: "Return", .escape: "Escape", .tab: "Tab", .space: "space",
        .delete: "BackSpace", .deleteForward: "Delete", .upArrow: "Up", .downArrow: "Down",
        .leftArrow: "Left", .rightArrow: "Right", .home: "Home", .end: "End",
        .pageUp: "Page_Up", .pageDown: "Page_Down", .clear: "Clear",
    ]

    /// Key values that are another name of a named key (the keypad's Enter
    /// is Return, Shift+Tab sends `ISO_Left_Tab`).
    private static let aliases: [String: KeyEquivalent] = [
        "KP_Enter": .return, "ISO_Enter": .return, "ISO_Left_Tab": .tab, "KP_Up": .upArrow,
        "KP_Down": .downArrow, "KP_Left": .leftArrow, "KP_Right": .rightArrow,
        "KP_Home": .home, "KP_End": .end, "KP_Page_Up": .pageUp, "KP_Page_Down": .pageDown,
        "KP_Delete": .deleteForward, "KP_Space": .space, "KP_Tab": .tab,
    ]

    /// The GDK name of the key (`Return`, `comma`, `s`), as GTK's
    /// accelerator strings spell it; nil for a character no key types.
    @MainActor var gdkName: String? {
        if let name = Self.gdkNames[self] { return name }
        if let scalar = character.unicodeScalars.first, (0xF704...0xF726).contains(scalar.value) {
            return "F\(scalar.value - 0xF704 + 1)"
        }
        return Keyval.of(character).flatMap(Keyval.name)
    }

    /// The key of the key value `keyval`, a letter in its lower case; nil
    /// for a key with no character and no name here (a modifier key).
    @MainActor init?(keyval: UInt32) {
        let lower = Keyval.lowercased(keyval)
        if let name = Keyval.name(lower) {
            if let named = Self.gdkNames.first(where: { $0.value == name })?.key {
                self = named
                return
            }
            if let alias = Self.aliases[name] {
                self = alias
                return
            }
            if name.count >= 2, name.first == "F", let number = Int(name.dropFirst()),
                (1...35).contains(number)
            {
                self = .function(number)
                return
            }
        }
        guard let character = Keyval.character(lower) else { return nil }
        self.init(character)
    }
}

extension EventModifiers {
    /// The modifiers of GDK's `state` of an event.
    init(gdk state: ModifierType) {
        var modifiers: EventModifiers = []
        if state.contains(.controlMask) { modifiers.insert(.control) }
        if state.contains(.shiftMask) { modifiers.insert(.shift) }
        if state.contains(.altMask) { modifiers.insert(.option) }
        if state.contains(.lockMask) { modifiers.insert(.capsLock) }
        self = modifiers
    }
}
