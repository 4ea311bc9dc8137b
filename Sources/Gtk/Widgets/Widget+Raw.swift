import CGtk

// The way out to the C API for widgets and functions this layer does not wrap
// (a `GtkCalendar`, a `GtkLevelBar`, a widget of the app's own C library).

extension Widget {
    /// Owns `raw`, a widget made by a C constructor (`gtk_calendar_new()`).
    ///
    /// Sinks its floating reference and unrefs it when the wrapper goes; the
    /// wrapper is the one tree walks (`children`, `parent`) return for it, so
    /// make one wrapper per widget.
    ///
    /// ```swift
    /// let calendar = Gtk.Widget(raw: gtk_calendar_new())
    /// gtk_calendar_set_show_heading(OpaquePointer(calendar.rawWidget), 1)
    /// ```
    public convenience init(raw: UnsafeMutablePointer<GtkWidget>) {
        self.init(sinking: raw)
    }

    /// The `GtkWidget*`, for C functions this layer does not wrap.
    ///
    /// Valid while the wrapper lives. Never unref it: the wrapper owns the reference.
    public var rawWidget: UnsafeMutablePointer<GtkWidget> { widget }

    /// Calls `handler` on each emission of `signal`.
    ///
    /// The signal's C handler must take only the instance and user data
    /// (`void (*)(GtkWidget *, gpointer)`, such as `GtkCalendar::day-selected`).
    /// Connected once; later calls swap the handler. `withHandlersBlocked` blocks it.
    @discardableResult
    public func onSignal(
        _ signal: String, _ handler: @escaping @MainActor () -> Void
    ) -> SignalConnection<@MainActor () -> Void> {
        connectAction(signal, handler)
    }
}
