import CGtk

extension Cairo {
    /// A cairo drawing context: owns one reference to a
    /// [`cairo_t`](https://www.cairographics.org/manual/cairo-cairo-t.html).
    ///
    /// A context made on an ``ImageSurface`` lives as long as the wrapper. A
    /// context lent by GTK to a draw function is usable only during that call:
    /// afterwards ``isUsable`` is false and any drawing stops the program.
    @MainActor
    public final class Context {
        /// The `cairo_t` while this wrapper holds its reference; nil after
        /// ``invalidate()``.
        private var raw: OpaquePointer?

        /// Takes one new reference (`cairo_reference`) to `context`, which the
        /// caller keeps its own reference to.
        init(referencing context: OpaquePointer) {
            raw = cairo_reference(context)
        }

        /// A context drawing on `surface` (`cairo_create`); the context keeps
        /// the surface alive.
        public convenience init(_ surface: ImageSurface) {
            let context = cairo_create(surface.raw)!
            preconditionCairoSuccess(cairo_status(context), "cairo_create")
            self.init(referencing: context)
            cairo_destroy(context)
        }

        isolated deinit {
            if let raw { cairo_destroy(raw) }
        }

        /// Whether drawing is allowed: false once the draw function this
        /// context was lent to has returned.
        public var isUsable: Bool { raw != nil }

        /// The `cairo_t`; stops the program if the context was lent to a draw
        /// function that has returned.
        var pointer: OpaquePointer {
            guard let raw else {
                preconditionFailure("Cairo.Context used after its draw function returned")
            }
            return raw
        }

        /// Drops this wrapper's reference and makes it unusable; called once a
        /// draw function that was lent the context returns.
        func invalidate() {
            guard let raw else { return }
            cairo_destroy(raw)
            self.raw = nil
        }

        /// cairo's count of references to the `cairo_t`, for tests.
        var referenceCount: UInt32 { cairo_get_reference_count(pointer) }

        /// Stops the program if cairo put the context in an error state
        /// during `operation`.
        func checkStatus(_ operation: @autoclosure () -> String) {
            preconditionCairoSuccess(cairo_status(pointer), operation())
        }
    }
}
