import CGtk

extension Cairo {
    /// Pixels in memory to draw on: owns one reference to an image
    /// [`cairo_surface_t`](https://www.cairographics.org/manual/cairo-Image-Surfaces.html),
    /// given back once (`cairo_surface_destroy`) when deinitialized.
    @MainActor
    public final class ImageSurface {
        /// The surface this wrapper owns a reference to.
        let raw: OpaquePointer

        /// A transparent black surface (`cairo_image_surface_create`); stops
        /// the program if cairo cannot make one of that size.
        public init(format: Format, width: Int, height: Int) {
            let surface = cairo_image_surface_create(format.cairo, Int32(width), Int32(height))!
            preconditionCairoSuccess(cairo_surface_status(surface), "cairo_image_surface_create")
            raw = surface
        }

        isolated deinit {
            cairo_surface_destroy(raw)
        }

        /// The pixel format.
        public var format: Format { Format(cairo_image_surface_get_format(raw)) }
        /// Width in pixels.
        public var width: Int { Int(cairo_image_surface_get_width(raw)) }
        /// Height in pixels.
        public var height: Int { Int(cairo_image_surface_get_height(raw)) }
        /// Bytes from one row to the next, at least `width` times the pixel size.
        public var stride: Int { Int(cairo_image_surface_get_stride(raw)) }

        /// A copy of the pixel data, `stride * height` bytes.
        ///
        /// Drawing is flushed first (`cairo_surface_flush`). ``Format/argb32`` is premultiplied
        /// native-endian 32-bit ARGB: blue, green, red, alpha bytes on a
        /// little-endian machine.
        public var bytes: [UInt8] {
            cairo_surface_flush(raw)
            let count = stride * height
            guard let data = cairo_image_surface_get_data(raw) else { return [] }
            return Array(UnsafeBufferPointer(start: data, count: count))
        }

        /// Writes the surface as a PNG file at `path` (`cairo_surface_write_to_png`);
        /// throws cairo's status when it cannot.
        public func writePNG(to path: String) throws(Cairo.Error) {
            let status = cairo_surface_write_to_png(raw, path)
            guard status == CAIRO_STATUS_SUCCESS else { throw Cairo.Error(status) }
        }

        /// cairo's count of references to the surface, for tests.
        var referenceCount: UInt32 { cairo_surface_get_reference_count(raw) }
    }
}
