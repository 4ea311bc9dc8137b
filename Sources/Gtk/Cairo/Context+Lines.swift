import CGtk

extension Cairo {
    /// How the ends of a stroked line look
    /// ([`cairo_line_cap_t`](https://www.cairographics.org/manual/cairo-cairo-t.html#cairo-line-cap-t)).
    public enum LineCap: Sendable {
        /// The line stops exactly at its end point.
        case butt
        /// A half circle around the end point.
        case round
        /// A half square around the end point.
        case square
    }

    /// How two stroked segments meet
    /// ([`cairo_line_join_t`](https://www.cairographics.org/manual/cairo-cairo-t.html#cairo-line-join-t)).
    public enum LineJoin: Sendable {
        /// A sharp corner, cut off past the miter limit.
        case miter
        /// A rounded corner.
        case round
        /// A cut-off corner.
        case bevel
    }
}

extension Cairo.Context {
    /// The width of stroked lines in user units (`cairo_set_line_width`).
    public var lineWidth: Double {
        get { cairo_get_line_width(pointer) }
        set { cairo_set_line_width(pointer, newValue) }
    }

    /// The look of line ends (`cairo_set_line_cap`).
    public var lineCap: Cairo.LineCap {
        get {
            switch cairo_get_line_cap(pointer) {
            case CAIRO_LINE_CAP_ROUND: .round
            case CAIRO_LINE_CAP_SQUARE: .square
            default: .butt
            }
        }
        set {
            let cap: cairo_line_cap_t =
                switch newValue {
                case .butt: CAIRO_LINE_CAP_BUTT
                case .round: CAIRO_LINE_CAP_ROUND
                case .square: CAIRO_LINE_CAP_SQUARE
                }
            cairo_set_line_cap(pointer, cap)
        }
    }

    /// The look of corners (`cairo_set_line_join`).
    public var lineJoin: Cairo.LineJoin {
        get {
            switch cairo_get_line_join(pointer) {
            case CAIRO_LINE_JOIN_ROUND: .round
            case CAIRO_LINE_JOIN_BEVEL: .bevel
            default: .miter
            }
        }
        set {
            let join: cairo_line_join_t =
                switch newValue {
                case .miter: CAIRO_LINE_JOIN_MITER
                case .round: CAIRO_LINE_JOIN_ROUND
                case .bevel: CAIRO_LINE_JOIN_BEVEL
                }
            cairo_set_line_join(pointer, join)
        }
    }

    /// Strokes dashed: alternating on and off lengths (`cairo_set_dash`).
    ///
    /// The pattern starts `offset` in; an empty array strokes solid. Stops the
    /// program if a length is negative or all are zero.
    public func setDash(_ lengths: [Double], offset: Double = 0) {
        cairo_set_dash(pointer, lengths, Int32(lengths.count), offset)
        checkStatus("cairo_set_dash")
    }
}
