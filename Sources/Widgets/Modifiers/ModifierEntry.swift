import Reconciler

/// How a widget type applies a `WidgetModifier` to a value of its own: the
/// entry `WidgetModifier.apply(to:)` calls, found once per type.
///
/// Not a requirement of `Widget`: a widget author implements only what the
/// public protocol asks. The widgets of this package conform to
/// `ToolkitWidget`, which compiles the entry for each of them; any other
/// widget type gets `GenericModifierEntry`.
@MainActor package protocol ModifierEntry {
    /// `view`, a value of the entry's widget type, with `modifier` applied.
    static func applying(_ modifier: WidgetModifier, to view: any PrimitiveView)
        -> any PrimitiveView
}

/// A widget of this package, whose `ModifierEntry` is compiled for its own
/// type.
///
/// A protocol requirement gets a copy of the default below compiled for each
/// conforming type, in the module that declares the conformance; called
/// through a metatype, a generic function alone runs unspecialized, with a
/// runtime call for every copy of the value.
package protocol ToolkitWidget: Widget, ModifierEntry {}

extension ToolkitWidget {
    package static func applying(_ modifier: WidgetModifier, to view: any PrimitiveView)
        -> any PrimitiveView
    {
        applyingModifier(modifier, to: view)
    }
}

/// The entry of a widget type from outside the package: the generic code,
/// run for `W` through its metadata.
package enum GenericModifierEntry<W: Widget>: ModifierEntry {
    package static func applying(_ modifier: WidgetModifier, to view: any PrimitiveView)
        -> any PrimitiveView
    {
        W.applyingModifier(modifier, to: view)
    }
}

extension Widget {
    /// `view`, which has this type, with `modifier` applied to its modifiers.
    static func applyingModifier(_ modifier: WidgetModifier, to view: any PrimitiveView)
        -> any PrimitiveView
    {
        // `WidgetTypes` found this type from `view`'s own.
        var widget = ExactType.unchecked(view, as: Self.self)
        widget.modifiers.apply(modifier)
        return widget
    }

    /// The generic `ModifierEntry` of this type, for a widget from outside
    /// the package (one of the package is its own entry).
    static var genericModifierEntry: any ModifierEntry.Type { GenericModifierEntry<Self>.self }
}
