import CGtk

// Wrapping a widget pointer a C function returned. A widget has at most one
// registered wrapper (the one tree walks return), so the initializers refuse a
// widget that already has one, and `wrapping(_:)` returns it.

extension Widget {
    /// Wraps `widget`, taking over the reference the caller owns (transfer
    /// full): the wrapper unrefs it once when it goes.
    ///
    /// A floating reference (a new widget from `gtk_label_new()`) is sunk and
    /// becomes the wrapper's. The wrapper becomes the one `children` and
    /// `parent` return. Traps, naming the expected and the actual GType, when
    /// `widget` is not an instance of this class (``Object/isInstance(_:)``
    /// tells beforehand), or when it already has a wrapper (use
    /// ``wrapping(_:)``).
    public convenience init(takingOwnershipOf widget: UnsafeMutablePointer<GtkWidget>) {
        Self.checkUnwrapped(widget)
        let wasFloating = g_object_is_floating(widget) != 0
        self.init(sinking: widget)
        // Sinking added a reference to a non-floating widget: give back the
        // caller's, which the wrapper now stands for.
        if !wasFloating { g_object_unref(widget) }
    }

    /// Wraps `widget`, adding a reference of the wrapper's own to a widget
    /// someone else keeps owning (transfer none, such as a widget a
    /// `GtkBuilder` or a parent holds): the caller's reference, if any, is
    /// still the caller's to drop.
    ///
    /// A floating reference is sunk instead (nobody owned it). The wrapper
    /// becomes the one `children` and `parent` return. Traps, naming the
    /// expected and the actual GType, when `widget` is not an instance of
    /// this class (``Object/isInstance(_:)`` tells beforehand), or when it
    /// already has a wrapper (use ``wrapping(_:)``).
    public convenience init(retaining widget: UnsafeMutablePointer<GtkWidget>) {
        Self.checkUnwrapped(widget)
        self.init(sinking: widget)
    }

    /// The wrapper of `widget` (transfer none): the one already registered
    /// for it when there is one (of whatever class it was made as), otherwise
    /// a new plain `Widget` that adds its own reference, as tree walks do.
    ///
    /// Never takes the caller's reference; cast the result with `as?` for a
    /// subclass.
    public static func wrapping(_ widget: UnsafeMutablePointer<GtkWidget>) -> Widget {
        wrapper(of: widget)
    }

    /// The `GtkWidget*`, for a C function this layer does not wrap; the
    /// wrapper stays alive until `body` returns.
    ///
    /// Borrowed: valid only inside `body`. Do not unref it, and do not keep it
    /// past `body` unless C took its own reference.
    public func withUnsafeWidgetPointer<Result>(
        _ body: (UnsafeMutablePointer<GtkWidget>) throws -> Result
    ) rethrows -> Result {
        try withExtendedLifetime(self) { try body(widget) }
    }

    /// Traps unless `widget` is an instance of this class without a wrapper.
    static func checkUnwrapped(_ widget: UnsafeMutablePointer<GtkWidget>) {
        checkInstance(UnsafeMutableRawPointer(widget))
        precondition(
            !hasRegisteredWrapper(widget),
            "\(String(cString: gtkhooks_type_name(widget))) already has a wrapper: use Widget.wrapping(_:)"
        )
    }
}
