/// One key event given to an `.onKeyPress` action: which key, the text it
/// types, and the modifiers held.
public struct KeyPress: Hashable, Sendable {
    /// Whether an action took the key.
    public enum Result: Hashable, Sendable {
        /// The action took the key: nothing else sees it.
        case handled
        /// The action did not take it: the views around, the window's
        /// shortcuts and the default button see it as if there were no
        /// action.
        case ignored
    }

    /// When a key event comes.
    public struct Phases: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int

        /// Phases from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The key went down.
        public static let down = Phases(rawValue: 1)
        /// The key, held, repeats.
        ///
        /// GTK reports a repeat as a press: an action of `.down` also gets
        /// repeats, and one of `.repeat` also gets first presses.
        public static let `repeat` = Phases(rawValue: 2)
        /// The key was let go.
        public static let up = Phases(rawValue: 4)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// The key, without the case Shift gives a letter (`"s"`, `.return`).
    public var key: KeyEquivalent
    /// The text the key types with its modifiers (`"S"` with Shift), empty
    /// for a key that types none.
    public var characters: String
    /// The modifier keys held.
    public var modifiers: EventModifiers
    /// Whether the key went down (or repeats) or up.
    public var phase: Phases

    /// A key event.
    public init(
        key: KeyEquivalent, characters: String? = nil, modifiers: EventModifiers = [],
        phase: Phases = .down
    ) {
        self.key = key
        self.characters = characters ?? Self.characters(of: key, with: modifiers)
        self.modifiers = modifiers
        self.phase = phase
    }

    /// What `key` types: its character (upper case with Shift) unless it is
    /// a named key without one, or Control or Alt is held.
    private static func characters(of key: KeyEquivalent, with modifiers: EventModifiers)
        -> String
    {
        let value = key.character.unicodeScalars.first?.value ?? 0
        guard value >= 0x20, value != 0x7F, !(0xF700...0xF8FF).contains(value),
            modifiers.isDisjoint(with: [.control, .option])
        else { return "" }
        return modifiers.contains(.shift)
            ? String(key.character).uppercased() : String(key.character)
    }
}
