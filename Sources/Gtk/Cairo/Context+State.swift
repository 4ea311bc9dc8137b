import CGtk

extension Cairo.Context {
    /// Pushes the graphics state (source, line settings, transform, clip)
    /// (`cairo_save`); balance each call with ``restore()``.
    public func save() {
        cairo_save(pointer)
    }

    /// Pops the state the matching ``save()`` pushed (`cairo_restore`); stops
    /// the program if there is none.
    public func restore() {
        cairo_restore(pointer)
        checkStatus("cairo_restore")
    }

    /// Runs `body` between ``save()`` and ``restore()``, so whatever state it
    /// changes is undone after, even when it throws.
    public func withSavedState<Result>(_ body: () throws -> Result) rethrows -> Result {
        save()
        defer { restore() }
        return try body()
    }

    /// Moves the origin by (`x`, `y`) (`cairo_translate`).
    public func translate(x: Double, y: Double) {
        cairo_translate(pointer, x, y)
        checkStatus("cairo_translate")
    }

    /// Scales user units (`cairo_scale`); stops the program on a zero factor.
    public func scale(x: Double, y: Double) {
        cairo_scale(pointer, x, y)
        checkStatus("cairo_scale")
    }

    /// Rotates the axes by `angle` radians (`cairo_rotate`).
    public func rotate(by angle: Double) {
        cairo_rotate(pointer, angle)
        checkStatus("cairo_rotate")
    }

    /// Intersects the clip with the current path, then clears the path (`cairo_clip`).
    public func clip() {
        cairo_clip(pointer)
    }

    /// Removes the clip, so drawing reaches the whole surface again
    /// (`cairo_reset_clip`).
    public func resetClip() {
        cairo_reset_clip(pointer)
    }
}
