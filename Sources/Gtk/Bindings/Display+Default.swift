import CGtk

extension Display {
    /// The display GTK opened at start-up (`gdk_display_get_default`), or nil
    /// before GTK is initialized.
    ///
    /// It lives as long as the process, so it is not counted in ``LiveObjects``.
    public static var `default`: Display? {
        rawPointer(gdk_display_get_default()).map { Display(sinking: $0, tracked: false) }
    }
}
