/// Modifier keys held with a key: what a `KeyboardShortcut` asks for and what
/// a `KeyPress` reports.
///
/// SwiftUI's names. On Linux `.command` is the Control key (GTK's primary
/// modifier), the same bit as `.control`, so `KeyboardShortcut("s")` (whose
/// default is `.command`) is Ctrl+S, equal to
/// `KeyboardShortcut("s", modifiers: .control)`; `.option` is the Alt key.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// Modifiers from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The Control key.
    public static let control = EventModifiers(rawValue: 1)
    /// The Shift key.
    public static let shift = EventModifiers(rawValue: 2)
    /// The Option key: Alt on a PC keyboard.
    public static let option = EventModifiers(rawValue: 4)
    /// Caps Lock, on while it is locked (never asked for by a shortcut).
    public static let capsLock = EventModifiers(rawValue: 8)
    /// The Command key: on Linux the Control key, the platform's primary
    /// modifier (the same bit as `.control`).
    public static let command = control
    /// Every modifier.
    public static let all: EventModifiers = [.control, .shift, .option, .capsLock]
}

extension EventModifiers: CustomStringConvertible {
    /// The keys held, for messages to developers, such as `Control+Shift`.
    ///
    /// Empty for none. In English: not for showing to people.
    public var description: String {
        var parts: [String] = []
        if contains(.control) { parts.append("Control") }
        if contains(.shift) { parts.append("Shift") }
        if contains(.option) { parts.append("Alt") }
        if contains(.capsLock) { parts.append("CapsLock") }
        return parts.joined(separator: "+")
    }
}
