import CGtk

extension Cairo {
    /// A linear or radial gradient: owns one reference to a
    /// [`cairo_pattern_t`](https://www.cairographics.org/manual/cairo-cairo-pattern-t.html),
    /// given back once (`cairo_pattern_destroy`) when deinitialized.
    @MainActor
    public final class Gradient {
        /// The pattern this wrapper owns a reference to.
        let raw: OpaquePointer

        private init(adopting pattern: OpaquePointer) {
            preconditionCairoSuccess(cairo_pattern_status(pattern), "creating a gradient")
            raw = pattern
        }

        isolated deinit {
            cairo_pattern_destroy(raw)
        }

        /// A gradient along the line from (`x0`, `y0`) to (`x1`, `y1`)
        /// (`cairo_pattern_create_linear`).
        public static func linear(x0: Double, y0: Double, x1: Double, y1: Double) -> Gradient {
            Gradient(adopting: cairo_pattern_create_linear(x0, y0, x1, y1)!)
        }

        /// A gradient between two circles (`cairo_pattern_create_radial`).
        public static func radial(
            x0: Double, y0: Double, radius0: Double, x1: Double, y1: Double, radius1: Double
        ) -> Gradient {
            Gradient(adopting: cairo_pattern_create_radial(x0, y0, radius0, x1, y1, radius1)!)
        }

        /// Adds a colour stop at `offset` in 0...1 along the gradient, channels
        /// in 0...1 (`cairo_pattern_add_color_stop_rgba`).
        public func addColorStop(
            offset: Double, red: Double, green: Double, blue: Double, alpha: Double = 1
        ) {
            cairo_pattern_add_color_stop_rgba(raw, offset, red, green, blue, alpha)
        }

        /// cairo's count of references to the pattern, for tests.
        var referenceCount: UInt32 { cairo_pattern_get_reference_count(raw) }
    }
}
