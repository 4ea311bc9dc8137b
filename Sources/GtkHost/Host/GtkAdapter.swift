import Gtk
import Reconciler
import Widgets

/// A view type that `GtkHost` can make real: the public adapter API through
/// which the toolkit's widgets, and any module's own, map a view onto a GTK widget.
///
/// A conformance lives in `<View>+Gtk.swift` beside the view's value type
/// (`<View>.swift`, a `Widgets.Widget` with its `role`, `text` and
/// `modifiers`). The contract:
///
/// - `makeInstance(in:)` makes the GTK widget and connects each signal once;
///   a handler reads the latest props from the instance through its
///   ``GtkInstance/handle`` (`handle.instance?.props(Self.self)`), so an
///   update only swaps props. A signal connected on another object than the
///   widget (an inner widget, a text buffer) is on an object declared with
///   ``GtkInstance/own(_:)``.
/// - `apply(to:from:)` writes only the properties that differ from `old`
///   (every property when `old` is nil). The host runs it with every handler
///   connected from Swift to the widget and to the objects the instance owns
///   blocked (G1), so a programmatic change never echoes back as a user
///   event, and applies the common modifiers after it. An adapter never
///   blocks handlers itself.
/// - A container passes a ``ChildLayout`` to its instance: the child views
///   of the app's tree are inserted, moved and removed through it, in the
///   order of the reconciler's keyed diff. An instance without one shows no
///   children: the first time a view of its type gets some, a warning names
///   the type, how many are not shown and the layout to give. A
///   ``SingleChildLayout`` shows the first child only, and warns likewise
///   about the others.
/// - Teardown: the host drops the instance on unmount, with the widget and
///   its handlers; anything else kept in ``GtkInstance/storage`` that must be
///   released conforms to ``InstanceResource``.
///
/// ```swift
/// extension LevelBar: GtkAdapter {
///     public func makeInstance(in host: GtkHost) -> GtkInstance {
///         GtkInstance(widget: Gtk.LevelBar(), view: self)
///     }
///
///     public func apply(to instance: GtkInstance, from old: LevelBar?) {
///         guard value != old?.value else { return }
///         instance.gtk(Gtk.LevelBar.self).value = value
///     }
/// }
/// ```
@MainActor public protocol GtkAdapter: Widgets.Widget {
    /// Makes the widget and connects its signals, without applying any property yet.
    func makeInstance(in host: GtkHost) -> GtkInstance

    /// Writes the properties that differ from `old` (all of them when nil) to `instance`.
    func apply(to instance: GtkInstance, from old: Self?)

    /// Whether `apply(to:from:)` would write nothing going from `old` to this
    /// value: every property it writes is equal. Event closures are not
    /// compared (handlers read the latest props from the instance), nor are
    /// `modifiers` or `content`, which the host and the reconciler compare.
    /// When true the host updates the instance's props and writes nothing to
    /// GTK. The default, false, always applies.
    func writesNothing(from old: Self) -> Bool

    /// Whether writing this widget's properties can emit a signal that one
    /// of its handlers listens to (a text field's `changed`). When false the
    /// host applies props, to a new widget or in an update, without blocking
    /// its handlers (there is no echo to stop). The default is true.
    static var propertyWritesCanEcho: Bool { get }
}

extension GtkAdapter {
    /// Always applies.
    public func writesNothing(from old: Self) -> Bool { false }

    /// Handlers are blocked while props are applied.
    public static var propertyWritesCanEcho: Bool { true }
}
