import CGtk

extension Cairo.Context {
    /// Applies the affine transform (x, y) -> (`xx`·x + `xy`·y + `x0`,
    /// `yx`·x + `yy`·y + `y0`) before the current one (`cairo_transform`);
    /// stops the program on a transform that cannot be inverted.
    public func transform(
        xx: Double, yx: Double, xy: Double, yy: Double, x0: Double, y0: Double
    ) {
        var matrix = cairo_matrix_t(xx: xx, yx: yx, xy: xy, yy: yy, x0: x0, y0: y0)
        cairo_transform(pointer, &matrix)
        checkStatus("cairo_transform")
    }

    /// Adds a circular arc like ``arc(centerX:centerY:radius:from:to:)`` but
    /// counter-clockwise on screen (`cairo_arc_negative`).
    public func arcNegative(
        centerX: Double, centerY: Double, radius: Double, from: Double, to: Double
    ) {
        cairo_arc_negative(pointer, centerX, centerY, radius, from, to)
    }

    /// Whether fills and clips use the even-odd rule rather than non-zero
    /// winding (`cairo_set_fill_rule`).
    public var usesEvenOddFill: Bool {
        get { cairo_get_fill_rule(pointer) == CAIRO_FILL_RULE_EVEN_ODD }
        set {
            cairo_set_fill_rule(
                pointer, newValue ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        }
    }

    /// The ratio of a miter corner's length to the line width past which the
    /// corner is bevelled (`cairo_set_miter_limit`).
    public var miterLimit: Double {
        get { cairo_get_miter_limit(pointer) }
        set { cairo_set_miter_limit(pointer, newValue) }
    }

    /// Draws `layout`, made by a widget's ``Widget/createPangoLayout(text:)``,
    /// with the source, its top left at the current point (`pango_cairo_show_layout`).
    public func show(_ layout: TextLayout) {
        pango_cairo_show_layout(pointer, cast(layout.pointer))
    }
}

extension Cairo.Context {
    /// Ends the current sub-path without a line, so the next arc starts a
    /// new one (`cairo_new_sub_path`).
    public func newSubPath() {
        cairo_new_sub_path(pointer)
    }
}
