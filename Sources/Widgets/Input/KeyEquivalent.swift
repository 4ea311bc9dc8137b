/// A key of the keyboard, by the character it types: `"s"`, `"1"`, or one of
/// the named keys without a character of their own (`.return`, `.escape`,
/// the arrows).
///
/// A string literal of one character is a key, as in SwiftUI:
///
/// ```swift
/// Button("Save") { save() }.keyboardShortcut("s")
/// Text(name).onKeyPress(.delete) { remove(); return .handled }
/// ```
///
/// Letters are matched without their case: `"s"` is the S key, with Shift or
/// without (`EventModifiers.shift` tells the two apart). Named keys are
/// private-use characters, the same ones SwiftUI uses, so a key made from a
/// character that is not on the keyboard simply never matches.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character the key stands for.
    public var character: Character

    /// The key typing `character`.
    public init(_ character: Character) {
        self.character = character
    }

    /// The key typing the one character of a literal (`"s"`).
    public init(extendedGraphemeClusterLiteral character: Character) {
        self.character = character
    }

    /// Return (and the keypad's Enter).
    public static let `return` = KeyEquivalent("\r")
    /// Escape.
    public static let escape = KeyEquivalent("\u{1B}")
    /// Tab.
    public static let tab = KeyEquivalent("\t")
    /// The space bar.
    public static let space = KeyEquivalent(" ")
    /// Backspace: deletes before the cursor.
    public static let delete = KeyEquivalent("\u{8}")
    /// Delete: deletes after the cursor.
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// The up arrow.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// The down arrow.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// The left arrow.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// The right arrow.
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Home.
    public static let home = KeyEquivalent("\u{F729}")
    /// End.
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page Up.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page Down.
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear (the keypad's).
    public static let clear = KeyEquivalent("\u{F739}")

    /// The function key F`number` (1 to 35); F1 for a number out of range.
    public static func function(_ number: Int) -> KeyEquivalent {
        let index = (1...35).contains(number) ? number - 1 : 0
        return KeyEquivalent(Character(Unicode.Scalar(0xF704 + UInt32(index))!))
    }

    /// The key's name for messages to developers (`Return`, `s`, `F5`), in
    /// English: not for showing to people.
    public var name: String {
        if let name = Self.names[self] { return name }
        if let scalar = character.unicodeScalars.first, (0xF704...0xF726).contains(scalar.value) {
            return "F\(scalar.value - 0xF704 + 1)"
        }
        return String(character)
    }

    private static let names: [KeyEquivalent: String] = [
        .return: "Return", .escape: "Escape", .tab: "Tab", .space: "space",
        .delete: "BackSpace", .deleteForward: "Delete", .upArrow: "Up", .downArrow: "Down",
        .leftArrow: "Left", .rightArrow: "Right", .home: "Home", .end: "End",
        .pageUp: "Page_Up", .pageDown: "Page_Down", .clear: "Clear",
    ]
}

extension KeyEquivalent: CustomStringConvertible {
    /// The key's ``name``.
    public var description: String { name }
}
