/// A key combination, such as Ctrl+S.
///
/// ```swift
/// Button("Save") { save() }.keyboardShortcut(KeyboardShortcut("s", modifiers: .control))
/// ```
public struct KeyboardShortcut: Hashable, Sendable {
    /// Modifier keys held with the key.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int

        /// Modifiers from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The Control key.
        public static let control = Modifiers(rawValue: 1)
        /// The Shift key.
        public static let shift = Modifiers(rawValue: 2)
        /// The Alt key.
        public static let alt = Modifiers(rawValue: 4)
        /// The Super (logo) key.
        public static let `super` = Modifiers(rawValue: 8)
    }

    /// The key, by its GDK name (`s`, `F5`, `Delete`).
    public var key: String
    /// The modifier keys held with it.
    public var modifiers: Modifiers

    /// The combination of `key` with `modifiers`.
    @inlinable public init(_ key: String, modifiers: Modifiers = .control) {
        self.key = key
        self.modifiers = modifiers
    }

}

extension KeyboardShortcut: CustomStringConvertible {
    /// The combination for messages to developers, such as `Control+Shift+z`; not for
    /// showing to people (it is not translated).
    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Control") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        if modifiers.contains(.alt) { parts.append("Alt") }
        if modifiers.contains(.super) { parts.append("Super") }
        return (parts + [key]).joined(separator: "+")
    }
}
