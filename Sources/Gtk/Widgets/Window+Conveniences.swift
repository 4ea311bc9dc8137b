import CGtk

/// A top-level window (`GtkWindow`).
///
/// GTK keeps a window alive until it is destroyed, whether or not Swift
/// still holds it: call ``destroy()`` (or let ``Application`` destroy it at
/// shutdown) to free it.
///
/// ```swift
/// let window = Window(application: app)
/// window.title = "Clock"
/// window.child = Label("12:00")
/// window.present()
/// ```
@MainActor
extension Window {
    /// A new hidden window, belonging to `application` when given.
    public convenience init(application: Application? = nil) {
        self.init(sinking: gtk_window_new())
        checkMade(by: Window.self, "(application:)")
        if let application {
            gtk_window_set_application(window, gtkhooks_application(application.pointer))
        }
    }

    var window: UnsafeMutablePointer<GtkWindow> { gtkhooks_window(pointer) }

    /// The title shown in the title bar, a NUL shown as "␀" (``TextForGtk``).
    public var title: String? {
        get { gtk_window_get_title(window).map { String(cString: $0) } }
        set { gtk_window_set_title(window, newValue.map(TextForGtk.replacingNUL)) }
    }

    /// The window's content.
    public var child: Widget? {
        get { attachments["child"] as? Widget }
        set {
            attachments["child"] = newValue
            gtk_window_set_child(window, newValue?.widget)
        }
    }

    /// Sets the size the window opens with.
    public func setDefaultSize(width: Int, height: Int) {
        gtk_window_set_default_size(window, Int32(width), Int32(height))
    }

    /// Shows the window and brings it to the front.
    public func present() {
        if Instrumentation.isEnabled { (self as? MessageDialog)?.recordPresented() }
        gtk_window_present(window)
    }

    /// Asks the window to close, as the close button does (emits `close-request`).
    public func close() {
        gtk_window_close(window)
    }

    /// Destroys the window: GTK drops its own reference and the window's
    /// content; harmless if already destroyed.
    public func destroy() {
        if !MessageDialog.open.isEmpty { (self as? MessageDialog)?.recordDestroyed() }
        gtk_window_destroy(window)
    }
}
