import CGtk

/// GDK key values (`keyval`s, the X keysyms): what a key event names its
/// key by, and what an accelerator string is made of.
public enum Keyval {
    /// The character `keyval` types, or nil for a key that types none
    /// (Return, the arrows, F5).
    public static func character(_ keyval: UInt32) -> Character? {
        let value = gdk_keyval_to_unicode(keyval)
        guard value != 0, let scalar = Unicode.Scalar(value) else { return nil }
        return Character(scalar)
    }

    /// The key value of a letter's lower case (`S` gives `s`); other keys
    /// unchanged.
    public static func lowercased(_ keyval: UInt32) -> UInt32 {
        gdk_keyval_to_lower(keyval)
    }

    /// The key value typing `character`, or nil when no key types it.
    public static func of(_ character: Character) -> UInt32? {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first
        else { return nil }
        let keyval = gdk_unicode_to_keyval(scalar.value)
        // GDK answers a character without a key with the character's bits
        // and the flag 0x01000000: a keyval, if no keyboard's.
        return keyval == 0 ? nil : keyval
    }

    /// GDK's name of `keyval`, as accelerator strings spell it (`comma`,
    /// `Return`), or nil when it has none.
    public static func name(_ keyval: UInt32) -> String? {
        gdk_keyval_name(keyval).map { String(cString: $0) }
    }

    /// The key value GDK calls `name` (`Return`, `F5`), or nil.
    public static func named(_ name: String) -> UInt32? {
        let keyval = gdk_keyval_from_name(name)
        return keyval == 0xFFFFFF || keyval == 0 ? nil : keyval
    }
}
