/// How a ``TextEditor`` breaks lines longer than it is wide.
public enum TextWrap: Sendable, Hashable {
    /// Never: a long line goes on to the right, and the editor scrolls.
    case none
    /// Between words; a word longer than a line goes on past the edge.
    case word
    /// Between any two characters.
    case character
    /// Between words, and inside a word longer than a line, so every
    /// character stays in view (the default).
    case wordOrCharacter
}
