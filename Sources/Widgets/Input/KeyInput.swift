/// The keyboard handlers of one widget: `.onSubmit` and `.onKeyPress`.
///
/// A field of ``WidgetModifiers``. Hosts call the closures of the latest
/// render when a key comes; two values are equal when they ask the host for
/// the same (submit actions present or not, key actions present or not, the
/// phases they listen to), so a new closure alone is no change to write.
public struct KeyInput: Equatable, Sendable {
    /// What Enter in a text field of the subtree does, in the order the
    /// modifiers were applied (the innermost first).
    public var submits: [@MainActor @Sendable () -> Void] = []
    /// What keys do while the focus is in the subtree, tried in order (the
    /// innermost first) until one handles the key.
    public var keyPresses: [KeyPressHandler] = []

    /// No handler.
    public init() {}

    /// Whether no handler is set.
    public var isEmpty: Bool { submits.isEmpty && keyPresses.isEmpty }

    /// The phases some key action listens to.
    public var phases: KeyPress.Phases {
        keyPresses.reduce(into: []) { $0.formUnion($1.phases) }
    }

    /// Runs the key actions that match `press`, the innermost first, until
    /// one handles it; `.ignored` when none does.
    @MainActor public func handle(_ press: KeyPress) -> KeyPress.Result {
        for handler in keyPresses where handler.matches(press) {
            if handler.action(press) == .handled { return .handled }
        }
        return .ignored
    }

    /// Equal when the same kinds of handler are set with the same phases.
    public static func == (lhs: KeyInput, rhs: KeyInput) -> Bool {
        lhs.submits.isEmpty == rhs.submits.isEmpty
            && lhs.keyPresses.isEmpty == rhs.keyPresses.isEmpty && lhs.phases == rhs.phases
    }
}

/// One `.onKeyPress` action: the keys it takes, in which phases, and what it
/// does.
public struct KeyPressHandler: Sendable {
    /// Which key events an action is given.
    public enum Keys: Sendable {
        /// These keys, whatever the modifiers.
        case keys(Set<KeyEquivalent>)
        /// Keys typing one of these characters (as typed: `"S"` with Shift).
        case characters(Set<Character>)
        /// Every key.
        case any
    }

    /// The keys it takes.
    public let keys: Keys
    /// The phases it takes them in.
    public let phases: KeyPress.Phases
    /// What it does; `.ignored` passes the key on.
    public let action: @MainActor @Sendable (KeyPress) -> KeyPress.Result

    /// An action for `keys` in `phases`.
    public init(
        keys: Keys, phases: KeyPress.Phases,
        action: @escaping @MainActor @Sendable (KeyPress) -> KeyPress.Result
    ) {
        self.keys = keys
        self.phases = phases
        self.action = action
    }

    /// Whether `press` is one of its keys in one of its phases.
    public func matches(_ press: KeyPress) -> Bool {
        guard !phases.isDisjoint(with: press.phase) else { return false }
        switch keys {
        case .keys(let keys): return keys.contains(press.key)
        case .characters(let characters):
            return press.characters.count == 1 && characters.contains(press.characters.first!)
        case .any: return true
        }
    }
}
