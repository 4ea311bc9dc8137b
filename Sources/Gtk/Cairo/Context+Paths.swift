import CGtk

extension Cairo.Context {
    /// Starts a new sub-path at (`x`, `y`) (`cairo_move_to`).
    public func moveTo(x: Double, y: Double) {
        cairo_move_to(pointer, x, y)
    }

    /// Adds a straight line to (`x`, `y`) (`cairo_line_to`).
    public func lineTo(x: Double, y: Double) {
        cairo_line_to(pointer, x, y)
    }

    /// Adds a cubic Bézier curve through two control points to (`x3`, `y3`)
    /// (`cairo_curve_to`).
    public func curveTo(
        x1: Double, y1: Double, x2: Double, y2: Double, x3: Double, y3: Double
    ) {
        cairo_curve_to(pointer, x1, y1, x2, y2, x3, y3)
    }

    /// Adds a circular arc around (`centerX`, `centerY`) from angle `from`
    /// to angle `to`, in radians, clockwise in cairo's y-down space
    /// (`cairo_arc`).
    public func arc(
        centerX: Double, centerY: Double, radius: Double, from: Double, to: Double
    ) {
        cairo_arc(pointer, centerX, centerY, radius, from, to)
    }

    /// Adds a closed rectangle sub-path (`cairo_rectangle`).
    public func rectangle(x: Double, y: Double, width: Double, height: Double) {
        cairo_rectangle(pointer, x, y, width, height)
    }

    /// Closes the current sub-path with a line to its start (`cairo_close_path`).
    public func closePath() {
        cairo_close_path(pointer)
    }

    /// Clears the current path (`cairo_new_path`).
    public func newPath() {
        cairo_new_path(pointer)
    }
}
