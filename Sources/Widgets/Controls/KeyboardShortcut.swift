/// A key combination, such as Ctrl+S: the one type of every shortcut (a
/// button's, a menu item's, an app action's).
///
/// ```swift
/// Button("Save") { save() }.keyboardShortcut("s")
/// Button("Zoom in") { zoom() }.keyboardShortcut("+", modifiers: [.command, .shift])
/// Button("OK") { accept() }.keyboardShortcut(.defaultAction)
/// MenuItem("Quit", shortcut: KeyboardShortcut("q")) { quit() }
/// ```
public struct KeyboardShortcut: Hashable, Sendable {
    /// The modifier keys, SwiftUI's ``EventModifiers``.
    public typealias Modifiers = EventModifiers

    /// The key.
    public var key: KeyEquivalent
    /// The modifier keys held with it.
    public var modifiers: EventModifiers

    /// The combination of `key` with `modifiers`; Ctrl (`.command`) by default.
    @inlinable public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return alone: the button a window's or sheet's Enter clicks, even
    /// while a text field has the focus (after the field's own submit).
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape alone: the button a window's or sheet's Escape clicks.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

extension KeyboardShortcut: CustomStringConvertible {
    /// The combination for messages to developers, such as `Control+Shift+z`;
    /// not for showing to people (it is not translated).
    public var description: String {
        let held = modifiers.description
        return held.isEmpty ? key.name : "\(held)+\(key.name)"
    }
}
