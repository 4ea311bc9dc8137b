/// The groups of ``WidgetModifiers`` fields a value has set, so that a host
/// compares and writes a group only when one of two values set it: a group
/// neither set is at its defaults in both, and costs nothing.
///
/// A group stays in once one of its fields was written, even back to its
/// default; it then compares by value. Not an `OptionSet`: its generic
/// operations, called from another module, go through the protocol's
/// witnesses (a few hundred instructions per widget); these are inlined.
package struct ModifierGroups: Equatable, Sendable {
    @usableFromInline let bits: UInt8

    @inlinable init(bits: UInt8) { self.bits = bits }

    /// No group.
    @inlinable package static var empty: ModifierGroups { ModifierGroups(bits: 0) }
    /// Text color, background, font size and weight, and theme: the inline
    /// style and theme class.
    @inlinable package static var style: ModifierGroups { ModifierGroups(bits: 1) }
    /// ``WidgetModifiers/appearance``: typography, opacity, visibility, tint
    /// and control size.
    @inlinable package static var appearance: ModifierGroups { ModifierGroups(bits: 2) }
    /// ``WidgetModifiers/pointerInput``.
    @inlinable package static var pointerInput: ModifierGroups { ModifierGroups(bits: 4) }
    /// ``WidgetModifiers/dataExchange``.
    @inlinable package static var dataExchange: ModifierGroups { ModifierGroups(bits: 8) }
    /// ``WidgetModifiers/keyInput``.
    @inlinable package static var keyInput: ModifierGroups { ModifierGroups(bits: 16) }
    /// ``WidgetModifiers/focus``.
    @inlinable package static var focus: ModifierGroups { ModifierGroups(bits: 32) }

    /// The groups of this value and of `other`.
    @inlinable package func union(_ other: ModifierGroups) -> ModifierGroups {
        ModifierGroups(bits: bits | other.bits)
    }

    /// Whether every group of `groups` is in this value.
    @inlinable package func contains(_ groups: ModifierGroups) -> Bool {
        bits & groups.bits == groups.bits
    }
}
