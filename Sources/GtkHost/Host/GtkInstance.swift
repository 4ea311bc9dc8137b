import Gtk
import Hooks
import Reconciler
@_spi(Toolkit) import Widgets

/// One view made real by `GtkHost`: the GTK widget, props and children.
///
/// Holds the props last applied and the mounted children. Adapters make one
/// in `makeInstance(in:)`.
///
/// Signal handlers read the current props from ``view`` through the
/// instance's ``handle``, so an event always calls the closure of the latest
/// render and a handler never keeps its widget alive.
@MainActor public final class GtkInstance {
    // @exclusivity(unchecked): main-actor state no access of which overlaps
    // another; a run-time check per access costs more than most accesses.

    /// The GTK widget; nil for parts that have none of their own (a menu
    /// item), and once the instance is released (removed from its parent).
    @exclusivity(unchecked) public private(set) var widget: Gtk.Widget?
    /// The props last applied, modifiers included.
    @exclusivity(unchecked) public internal(set) var view: any PrimitiveView
    /// The mounted children, in the reconciler's order.
    @exclusivity(unchecked) public internal(set) var children: [GtkInstance] = []
    // Not weak: a weak reference gives the parent a side table, an
    // allocation and a slower retain and release for the parent's whole
    // life. Safe unowned because it is set only while this instance is in
    // the parent's `children`: removal, release and the parent's deinit
    // clear it.
    /// The instance this one is a child of; nil once removed from it.
    @exclusivity(unchecked) public internal(set) nonisolated(unsafe) unowned(unsafe) var parent:
        GtkInstance?
    /// How children are placed in ``widget``; nil for a widget without
    /// children, and once the instance is released.
    public var layout: (any ChildLayout)? { placement is NoChildLayout ? nil : placement }
    // Not an optional: a copy of an optional existential goes through the
    // runtime's generic witnesses of `Optional` (about 100 instructions),
    // one of an existential straight to its type's (a retain).
    /// ``layout``, or a layout that places nothing; a stack whose alignment
    /// changes gives itself a new one.
    @exclusivity(unchecked) var placement: any ChildLayout
    /// The GTK objects besides ``widget`` whose signals the instance's
    /// handlers listen to, declared with ``own(_:)``: the host blocks their
    /// handlers with the widget's while it applies props (G1).
    @exclusivity(unchecked) public internal(set) var ownedObjects: [Gtk.Object] = []
    /// What an adapter keeps beside the widget (models, actions, a coordinator);
    /// released on unmount, through ``InstanceResource/release()`` when it is one.
    @exclusivity(unchecked) public var storage: AnyObject?
    /// The entry of the adapter type that made this instance, which updates
    /// of its props take: the adapter type itself for the package's adapters.
    @exclusivity(unchecked) var adapterType: (any AdapterEntry.Type)?
    /// The shared inline style and theme class the style sheet gave the widget.
    @exclusivity(unchecked) var style: WidgetStyle?
    /// The `.colorScheme(_:)` of the props last applied, kept so an insert
    /// need not cast the props to find it.
    @exclusivity(unchecked) var colorScheme: ColorScheme?
    // Beside the one-byte `colorScheme`, in padding the object has anyway.
    /// Whether ``widget`` is a placeholder the host put in place of the
    /// adapter's, which updates leave alone.
    @exclusivity(unchecked) var showsPlaceholder = false
    // Beside `showsPlaceholder`, in the same padding.
    /// Whether the host is applying props with the handlers blocked, so an
    /// object owned meanwhile is blocked at once.
    @exclusivity(unchecked) var isBlockingHandlers = false

    /// Where the props `GtkHost` is making an instance of are, already boxed
    /// by the reconciler, while their adapter makes the instance: it takes
    /// that box instead of boxing its own copy (an allocation per widget).
    @exclusivity(unchecked) private static var viewBeingMade: UnsafePointer<any PrimitiveView>?

    /// Runs `make` with `view` as the props the instance it makes takes.
    static func making(
        _ view: any PrimitiveView, _ make: () -> GtkInstance
    ) -> GtkInstance {
        withAddress(of: view) { address in
            viewBeingMade = address
            defer { viewBeingMade = nil }
            return make()
        }
    }

    // Inlined into each adapter's `makeInstance`, where the props being
    // made are read only when the host does not hold them already.
    /// An instance of `view` shown by `widget`, whose children `layout` places.
    ///
    /// - Parameters:
    ///   - widget: the GTK widget; nil for a part without one of its own.
    ///   - view: the props being made (`self` in `makeInstance(in:)`); not
    ///     read when the host already holds them boxed.
    ///   - layout: how child views are placed; nil when the view has none
    ///     (children it gets anyway are not shown, after a warning).
    @inline(__always)
    public init<View: PrimitiveView>(
        widget: Gtk.Widget?, view: @autoclosure () -> View,
        layout: consuming (any ChildLayout)? = nil
    ) {
        self.widget = widget
        if let made = Self.viewBeingMade, ExactType.of(made.pointee) == View.self {
            self.view = made.pointee
            Self.viewBeingMade = nil
        } else {
            self.view = view()
        }
        if let layout { self.placement = layout } else { self.placement = NoChildLayout() }
    }

    /// The handle signal handlers capture, made on first use.
    @exclusivity(unchecked) nonisolated(unsafe) private var madeHandle: InstanceHandle?

    /// A reference for this instance's signal handlers to capture: nil
    /// once the instance is released or gone, at less cost than `[weak instance]`.
    public var handle: InstanceHandle {
        if let madeHandle { return madeHandle }
        let handle = InstanceHandle(self)
        madeHandle = handle
        return handle
    }

    deinit {
        // Children that outlive this instance (their nodes still hold them)
        // and handlers that outlive it (GTK still holds the widget) must not
        // point at freed memory.
        for child in children { child.parent = nil }
        madeHandle?.target = nil
    }

    /// The widget as the GTK type its adapter made.
    ///
    /// Stops with a message naming the view type when the instance has no
    /// widget; the type is checked only in debug builds, where asking for
    /// another type stops with a message naming both (release builds do not
    /// check it: this runs for every property an adapter writes).
    public func gtk<W: Gtk.Widget>(_ type: W.Type) -> W {
        guard let widget else {
            fatalError(AdapterMistake.missingWidget(view: ExactType.of(view), asked: W.self))
        }
        assert(
            widget is W,
            AdapterMistake.wrongWidget(
                view: ExactType.of(view), asked: W.self, actual: Swift.type(of: widget),
                gtkType: widget.typeName))
        return unsafeDowncast(widget, to: W.self)
    }

    /// The props as the view type that made this instance; nil, after a
    /// warning naming both types, for another type.
    public func props<V: PrimitiveView>(_ type: V.Type) -> V? {
        if ExactType.of(view) == V.self { return ExactType.unchecked(view, as: V.self) }
        if let props = view as? V { return props }
        warnOnce(AdapterMistake.wrongProps(view: ExactType.of(view), asked: V.self))
        return nil
    }

    /// The nearest earlier child before `index` that has a GTK widget, for
    /// a layout's "insert after".
    public func widget(before index: Int) -> Gtk.Widget? {
        var position = index - 1
        while position >= 0 {
            if let widget = children[position].widget { return widget }
            position -= 1
        }
        return nil
    }
}

/// Something an adapter keeps in ``GtkInstance/storage`` that must be torn
/// down when the instance is removed (row renderers, actions, dialogs).
@MainActor public protocol InstanceResource: AnyObject {
    /// Releases what the resource holds; called once, on removal.
    func release()
}

extension GtkInstance {
    /// Tears down this instance and its subtree: the children first, then
    /// adapters' resources, then the widget itself, with its handlers.
    ///
    /// The widgets go now, not when the reconciler's nodes let go of their
    /// instances at the end of the commit: finalized while GTK's memory of
    /// the row is still in the cache, a thousand rows clear in about four
    /// fifths of the time.
    func release() {
        for child in children {
            child.release()
            child.parent = nil
        }
        (storage as? any InstanceResource)?.release()
        storage = nil
        // Most instances own nothing: no call to empty an empty array.
        if !ownedObjects.isEmpty {
            // A popover parented to the widget (a context menu) leaves it
            // first: a widget finalized with a child left leaks the child.
            for case let popover as Gtk.Popover in ownedObjects where popover.parent === widget {
                popover.closeShownPopovers()
                popover.unparent()
            }
            ownedObjects = []
        }
        style?.release()
        style = nil
        children.removeAll()
        // Handlers still connected (GTK may keep the widget) find no instance.
        madeHandle?.target = nil
        placement = NoChildLayout()
        widget = nil
    }
}

extension GtkInstance {
    /// Shows `placeholder` in place of the adapter's widget, with no
    /// children and no adapter: later updates write nothing to it.
    func replaceWidget(with placeholder: Gtk.Widget) {
        widget = placeholder
        placement = NoChildLayout()
        adapterType = nil
        showsPlaceholder = true
    }
}

/// `withUnsafePointer(to:_:)` for main-actor code: a closure written there and
/// handed to the standard library checks at run time, on every call, that it
/// runs on the main actor; handed to this function, it does not.
private func withAddress<Value, Result>(
    of value: Value, _ body: (UnsafePointer<Value>) -> Result
) -> Result {
    withUnsafePointer(to: value, body)
}
