/// Trimming without Foundation: the app imports only `FoundationEssentials`,
/// which has no `trimmingCharacters(in:)`, so that its binary carries no ICU.
nonisolated extension StringProtocol {
    /// The text without the spaces and tabs at either end: what Foundation's
    /// `trimmingCharacters(in: .whitespaces)` gives (white space that is not
    /// a line break).
    var trimmedOfSpaces: String {
        let isSpace = { (character: Character) in character.isWhitespace && !character.isNewline }
        guard let first = firstIndex(where: { !isSpace($0) }),
            let last = lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(self[first...last])
    }
}
