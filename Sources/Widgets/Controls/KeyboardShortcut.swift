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

    /// The combination as a GTK accelerator string, such as `<Control>s`.
    public var accelerator: String {
        var prefix = ""
        if modifiers.contains(.control) { prefix += "<Control>" }
        if modifiers.contains(.shift) { prefix += "<Shift>" }
        if modifiers.contains(.alt) { prefix += "<Alt>" }
        if modifiers.contains(.super) { prefix += "<Super>" }
        return prefix + key
    }
}
