import Reconciler

/// Views read out of their existential box by comparing types.
///
/// A type comparison is a pointer comparison, where `as?` searches the
/// conformance tables. For the toolkit's own modules (the modifiers here,
/// GtkHost's adapters): SPI rather than `package`, because this compiler
/// does not specialize generic `package` code in another module, even
/// `@inlinable` (a `package` `TypeMap` ran unspecialized in GtkHost, with a
/// metadata lookup per call).
@_spi(Toolkit) public enum ExactType {
    /// `view` as `V` when `V` is its dynamic type, else nil.
    @inlinable public static func cast<V>(_ view: any PrimitiveView, to _: V.Type) -> V? {
        guard of(view) == V.self else { return nil }
        return unchecked(view, as: V.self)
    }

    /// `view` as `V`, which must be its dynamic type (checked).
    ///
    /// One copy of the value and no optional of it, which in generic code
    /// that runs unspecialized costs a metadata lookup per call.
    @inlinable public static func unchecked<V>(_ view: any PrimitiveView, as _: V.Type) -> V {
        func unbox<Opened: PrimitiveView>(_ opened: Opened) -> V {
            precondition(Opened.self == V.self, "\(Opened.self) is not \(V.self)")
            return unsafeBitCast(opened, to: V.self)
        }
        return unbox(view)
    }

    /// `body`'s result for `view` seen in place as a `V`, which must be its
    /// dynamic type (checked): the value is read where its box keeps it,
    /// never copied out.
    @inlinable public static func withUnchecked<V, R>(
        _ view: any PrimitiveView, as _: V.Type, _ body: (UnsafePointer<V>) -> R
    ) -> R {
        func open<Opened: PrimitiveView>(_ opened: Opened) -> R {
            precondition(Opened.self == V.self, "\(Opened.self) is not \(V.self)")
            return withUnsafePointer(to: opened) {
                UnsafeRawPointer($0).withMemoryRebound(to: V.self, capacity: 1, body)
            }
        }
        return open(view)
    }

    /// The type of `view`, read from its existential box.
    ///
    /// `type(of:)` asks the runtime, which also looks into class instances;
    /// a view is a value, so both give the same type, this one without a call.
    @inlinable public static func of(_ view: any PrimitiveView) -> any PrimitiveView.Type {
        func opened<Opened: PrimitiveView>(_: Opened) -> any PrimitiveView.Type { Opened.self }
        return opened(view)
    }
}
