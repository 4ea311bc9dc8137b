import Gtk
import Reconciler
@_spi(Toolkit) import Widgets

/// The calls `GtkHost` makes on an adapter type, found once per type: the
/// instance's `adapterType`.
///
/// Not requirements of `GtkAdapter`: an adapter author implements only what
/// the public protocol asks. The adapters of this package conform to
/// `ToolkitAdapter`, which compiles the entry for each of them; any other
/// adapter type gets `GenericAdapterEntry`.
@MainActor package protocol AdapterEntry {
    /// Makes the instance of `widget`, a value of the entry's adapter type,
    /// and applies its props.
    static func createInstance(of widget: any PrimitiveView, in host: GtkHost) -> GtkInstance

    /// Updates `instance` from `old` to `new`, when `new` is a value of the
    /// entry's adapter type (false, nothing done, otherwise).
    static func updateInstance(
        _ instance: GtkInstance, from old: any PrimitiveView, to new: any PrimitiveView,
        in host: GtkHost
    ) -> Bool

    /// Whether updating from `old` to `new`, both values of the entry's
    /// adapter type, writes nothing: equal modifiers and
    /// `GtkAdapter.writesNothing(from:)`. False when either has another type.
    static func updateWritesNothing(from old: any PrimitiveView, to new: any PrimitiveView) -> Bool
}

/// An adapter of this package, whose `AdapterEntry` is compiled for its own
/// type.
///
/// A protocol requirement gets a copy of the defaults below compiled for each
/// conforming type, in the module that declares the conformance; called
/// through a metatype, a generic function alone runs unspecialized, with a
/// runtime call for every copy of the props.
package protocol ToolkitAdapter: GtkAdapter, AdapterEntry {}

extension ToolkitAdapter {
    package static func createInstance(of widget: any PrimitiveView, in host: GtkHost)
        -> GtkInstance
    {
        instantiate(widget, in: host, entry: Self.self)
    }

    package static func updateInstance(
        _ instance: GtkInstance, from old: any PrimitiveView, to new: any PrimitiveView,
        in host: GtkHost
    ) -> Bool {
        update(instance, from: old, to: new, in: host)
    }

    package static func updateWritesNothing(
        from old: any PrimitiveView, to new: any PrimitiveView
    ) -> Bool {
        writesNothing(from: old, to: new)
    }
}

/// The entry of an adapter type from outside the package: the generic code,
/// run for `A` through its metadata.
package enum GenericAdapterEntry<A: GtkAdapter>: AdapterEntry {
    package static func createInstance(of widget: any PrimitiveView, in host: GtkHost)
        -> GtkInstance
    {
        A.instantiate(widget, in: host, entry: Self.self)
    }

    package static func updateInstance(
        _ instance: GtkInstance, from old: any PrimitiveView, to new: any PrimitiveView,
        in host: GtkHost
    ) -> Bool {
        A.update(instance, from: old, to: new, in: host)
    }

    package static func updateWritesNothing(
        from old: any PrimitiveView, to new: any PrimitiveView
    ) -> Bool {
        A.writesNothing(from: old, to: new)
    }
}

extension GtkAdapter {
    /// The generic `AdapterEntry` of this type, for an adapter from outside
    /// the package (one of the package is its own entry).
    static var genericEntry: any AdapterEntry.Type { GenericAdapterEntry<Self>.self }

    /// Makes the instance of `widget`, which has this adapter's type, and
    /// applies all its props.
    ///
    /// Handlers stay unblocked when props cannot echo. `entry`, this type's,
    /// takes the instance's later updates.
    static func instantiate(
        _ widget: any PrimitiveView, in host: GtkHost, entry: any AdapterEntry.Type
    ) -> GtkInstance {
        // The host looked this type up from `widget`'s own.
        let adapter = ExactType.unchecked(widget, as: Self.self)
        let instance = GtkInstance.making(widget) { adapter.makeInstance(in: host) }
        if ExactType.of(instance.view) != Self.self { instance.view = widget }
        instance.widget?.viewRole = role.name
        instance.adapterType = entry
        instance.colorScheme = adapter.modifiers.colorScheme
        host.applyProps(adapter, to: instance, from: nil, blocking: propertyWritesCanEcho)
        return instance
    }

    /// Updates `instance` from `old` to `new` when `new` has this adapter's
    /// type; false (nothing done) otherwise.
    ///
    /// Casts to the type instead of looking up protocol conformances.
    /// Handlers stay unblocked when props cannot echo.
    static func update(
        _ instance: GtkInstance, from old: any PrimitiveView, to new: any PrimitiveView,
        in host: GtkHost
    ) -> Bool {
        guard ExactType.of(new) == Self.self else { return false }
        let new = ExactType.unchecked(new, as: Self.self)
        // The reconciler asked `updateWritesNothing` during the diff: props
        // that write nothing never get here.
        let old = ExactType.of(old) == Self.self ? ExactType.unchecked(old, as: Self.self) : nil
        host.applyProps(new, to: instance, from: old, blocking: propertyWritesCanEcho)
        let oldScheme = instance.colorScheme
        instance.colorScheme = new.modifiers.colorScheme
        if new.modifiers.colorScheme != oldScheme { host.applyColorScheme(of: instance) }
        return true
    }

    /// Whether `old` and `new` are values of this type whose update writes nothing.
    static func writesNothing(from old: any PrimitiveView, to new: any PrimitiveView) -> Bool {
        guard ExactType.of(new) == Self.self, ExactType.of(old) == Self.self else { return false }
        // Compared where the boxes keep them: a copy of each would retain
        // every string and closure it holds.
        return ExactType.withUnchecked(new, as: Self.self) { new in
            ExactType.withUnchecked(old, as: Self.self) { old in
                new.pointee.modifiers == old.pointee.modifiers
                    && new.pointee.writesNothing(from: old.pointee)
            }
        }
    }
}
