/// The groups of ``WidgetModifiers`` fields a value has set, so that a host
/// compares and writes a group only when one of two values set it: a group
/// neither set is at its defaults in both, and costs nothing.
///
/// A group stays in once one of its fields was written, even back to its
/// default; it then compares by value.
package struct ModifierGroups: OptionSet, Sendable {
    /// The raw bits.
    package let rawValue: UInt8

    /// Groups from raw bits.
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Text color, background, font size and weight, and theme: the inline
    /// style and theme class.
    package static let style = ModifierGroups(rawValue: 1)
    /// ``WidgetModifiers/appearance``: typography, opacity, visibility, tint
    /// and control size.
    package static let appearance = ModifierGroups(rawValue: 2)
    /// ``WidgetModifiers/pointerInput``.
    package static let pointerInput = ModifierGroups(rawValue: 4)
    /// ``WidgetModifiers/dataExchange``.
    package static let dataExchange = ModifierGroups(rawValue: 8)
    /// ``WidgetModifiers/keyInput``.
    package static let keyInput = ModifierGroups(rawValue: 16)
    /// ``WidgetModifiers/focus``.
    package static let focus = ModifierGroups(rawValue: 32)
}
