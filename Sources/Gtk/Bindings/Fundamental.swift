import CGtk

/// The Swift owner of one reference to an instance of a GLib fundamental
/// type that is not a GObject: a `GtkExpression` or a `GdkEvent`, and their
/// subclasses (GIR's `glib:fundamental` classes).
///
/// Such a type counts its references with functions of its own
/// (`gtk_expression_ref`/`gtk_expression_unref`,
/// `gdk_event_ref`/`gdk_event_unref`), never with `g_object_ref`; the
/// generated root class of each hierarchy (``Expression``, ``Event``) names
/// them. A wrapper holds exactly one reference: taken over from a call that
/// returned it (transfer full) or added to an instance someone else keeps
/// (transfer none), and given back once, when the wrapper goes. Each live
/// wrapper counts in ``LiveObjects/fundamentals``.
///
/// An instance GTK lends to a signal handler (the `GdkEvent` of
/// `EventControllerLegacy`'s `event` signal) is wrapped for the call only:
/// when the handler returns, the wrapper gives its reference back and
/// ``isUsable`` turns false, so an event kept past its signal stops the
/// program at its next use, as a ``Cairo/Context`` kept past its draw
/// function does. One returned by a method (``EventController/currentEvent()``)
/// holds its own reference and stays usable: events never change.
///
/// A pointer GTK returns is wrapped in the generated class of its GType (a
/// `GdkButtonEvent` in a ``ButtonEvent``), so `as?` tells the kinds apart.
@MainActor
public class Fundamental {
    // @exclusivity(unchecked): main-actor state whose accesses never overlap;
    // a run-time check of each would cost more than the access.
    /// The instance while this wrapper holds its reference; nil once a lent
    /// wrapper was invalidated.
    @exclusivity(unchecked) private var raw: gpointer?

    /// Takes over a reference the caller owns (transfer full).
    required init(adopting pointer: gpointer) {
        raw = pointer
        LiveObjects.fundamentals += 1
    }

    /// Adds a reference of the wrapper's own to an instance someone else
    /// keeps (transfer none).
    required convenience init(retaining pointer: gpointer) {
        Self.reference(pointer)
        self.init(adopting: pointer)
    }

    isolated deinit {
        if let raw { Self.release(raw) }
        LiveObjects.fundamentals -= 1
    }

    /// Takes one reference to `pointer` with the type's own function
    /// (`gtk_expression_ref`); the generated root class overrides it.
    class func reference(_ pointer: gpointer) {
        preconditionFailure("\(self) names no reference function")
    }

    /// Gives one reference to `pointer` back with the type's own function
    /// (`gtk_expression_unref`); the generated root class overrides it.
    class func release(_ pointer: gpointer) {
        preconditionFailure("\(self) names no release function")
    }

    /// The generated classes of the hierarchy's GTypes, by GType; the
    /// generated root class overrides it.
    class var wrapperClasses: [GType: Fundamental.Type] { [:] }

    /// The instance; stops the program if the wrapper was lent to a signal
    /// handler that has returned.
    var pointer: gpointer {
        guard let raw else {
            preconditionFailure(
                "\(Self.self) used after the signal handler it was lent to returned")
        }
        return raw
    }

    /// Whether the wrapper can be used: false once the signal handler it was
    /// lent to has returned.
    public var isUsable: Bool { raw != nil }

    /// The instance with one more reference, for a call that takes one over
    /// (transfer full); the wrapper keeps its own.
    func retainedPointer() -> gpointer {
        let pointer = self.pointer
        Self.reference(pointer)
        return pointer
    }

    /// Gives the wrapper's reference back and makes it unusable; called once
    /// the signal handler it was lent to returns.
    func invalidate() {
        guard let raw else { return }
        Self.release(raw)
        self.raw = nil
    }

    /// The name of the instance's GType, such as `GtkPropertyExpression` or
    /// `GdkButtonEvent`.
    public var typeName: String {
        String(cString: g_type_name(instanceType(pointer)))
    }

    /// Calls `body` with the instance pointer, for a C function this layer
    /// does not wrap; the wrapper stays alive until `body` returns.
    ///
    /// The pointer is borrowed: valid only inside `body`. C must take a
    /// reference of its own (`gtk_expression_ref`) to keep it.
    public func withUnsafePointer<Result>(
        _ body: (UnsafeMutableRawPointer) throws -> Result
    ) rethrows -> Result {
        try withExtendedLifetime(self) { try body(pointer) }
    }

    /// The most derived generated class of `pointer`'s GType that is this
    /// class or a subclass of it; this class when no nearer one is generated.
    static func wrapperClass(of pointer: gpointer) -> Fundamental.Type {
        let classes = wrapperClasses
        var type = instanceType(pointer)
        while type != 0 {
            if let wrapper = classes[type], wrapper is Self.Type { return wrapper }
            type = g_type_parent(type)
        }
        return self
    }

    /// Wraps `pointer`, a reference the caller owns (transfer full), in the
    /// generated class of its GType.
    static func wrapper(adopting pointer: gpointer) -> Self {
        wrapperClass(of: pointer).init(adopting: pointer) as! Self
    }

    /// Wraps `pointer` with a reference of the wrapper's own (transfer
    /// none), in the generated class of its GType.
    static func wrapper(retaining pointer: gpointer) -> Self {
        wrapperClass(of: pointer).init(retaining: pointer) as! Self
    }
}

/// The GType of the instance at `pointer`, a GObject or an instance of a
/// fundamental type (`G_TYPE_FROM_INSTANCE`).
func instanceType(_ pointer: gpointer) -> GType {
    pointer.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
}
