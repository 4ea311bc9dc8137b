import CGtk

extension Cairo {
    /// The pixel format of an ``ImageSurface``
    /// ([`cairo_format_t`](https://www.cairographics.org/manual/cairo-Image-Surfaces.html#cairo-format-t)).
    public enum Format: Sendable, Equatable {
        /// 32 bits a pixel, premultiplied alpha in the top byte.
        case argb32
        /// 32 bits a pixel, opaque; the top byte is unused.
        case rgb24
        /// 8 bits of alpha a pixel.
        case a8
        /// A format this layer does not name.
        case other

        init(_ format: cairo_format_t) {
            switch format {
            case CAIRO_FORMAT_ARGB32: self = .argb32
            case CAIRO_FORMAT_RGB24: self = .rgb24
            case CAIRO_FORMAT_A8: self = .a8
            default: self = .other
            }
        }

        var cairo: cairo_format_t {
            switch self {
            case .argb32: CAIRO_FORMAT_ARGB32
            case .rgb24: CAIRO_FORMAT_RGB24
            case .a8: CAIRO_FORMAT_A8
            case .other: CAIRO_FORMAT_INVALID
            }
        }
    }
}
