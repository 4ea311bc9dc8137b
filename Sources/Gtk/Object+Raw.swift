import CGtk

// The way between a wrapper and the C API for objects no binding covers: lend
// a wrapper's pointer to a C call, wrap a pointer a C function returned.

extension Object {
    /// Calls `body` with the GObject pointer, for a C function this layer
    /// does not wrap; the wrapper stays alive until `body` returns.
    ///
    /// The pointer is borrowed: valid only inside `body`. Do not unref it,
    /// and do not keep it past `body` unless C took its own reference
    /// (`g_object_ref`, or a container that holds its children).
    ///
    /// ```swift
    /// box.withUnsafePointer { box in
    ///     label.withUnsafePointer { label in
    ///         gtk_box_append(box.assumingMemoryBound(to: GtkBox.self), label.assumingMemoryBound(to: GtkWidget.self))
    ///     }
    /// }
    /// ```
    public func withUnsafePointer<Result>(
        _ body: (UnsafeMutableRawPointer) throws -> Result
    ) rethrows -> Result {
        try withExtendedLifetime(self) { try body(pointer) }
    }

    /// Wraps `pointer`, taking over the reference the caller owns
    /// (transfer full): the wrapper unrefs it once when it goes.
    ///
    /// A floating reference is sunk and becomes the wrapper's. Traps, naming
    /// the expected and the actual GType, when `pointer` is not an instance
    /// of this class (``isInstance(_:)`` tells beforehand). `pointer` must be
    /// a live GObject.
    public convenience init(takingOwnershipOf pointer: UnsafeMutableRawPointer) {
        Self.checkInstance(pointer)
        let wasFloating = g_object_is_floating(pointer) != 0
        self.init(sinking: pointer)
        // Sinking added a reference to a non-floating object: give back the
        // caller's, which the wrapper now stands for.
        if !wasFloating { g_object_unref(pointer) }
    }

    /// Wraps `pointer`, adding a reference of the wrapper's own to an object
    /// someone else keeps owning (transfer none): the caller's reference, if
    /// any, is still the caller's to drop.
    ///
    /// A floating reference is sunk instead (nobody owned it). Traps, naming
    /// the expected and the actual GType, when `pointer` is not an instance
    /// of this class (``isInstance(_:)`` tells beforehand). `pointer` must be
    /// a live GObject.
    public convenience init(retaining pointer: UnsafeMutableRawPointer) {
        Self.checkInstance(pointer)
        self.init(sinking: pointer)
    }
}
