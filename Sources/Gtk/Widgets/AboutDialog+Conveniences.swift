import CGtk

/// The About window of an app (`GtkAboutDialog`), made from a program name.
///
/// It is a top-level window: ``present(over:)`` shows it, and it is
/// destroyed when closed.
///
/// ```swift
/// let about = AboutDialog(name: "Todos")
/// about.version = "1.0"
/// about.present(over: window)
/// ```
@MainActor
extension AboutDialog {
    /// A hidden About window for the app `name`, destroyed when closed.
    public convenience init(name: String) {
        self.init(sinking: gtk_about_dialog_new())
        programName = name
        hideOnClose = false
    }

    /// Shows the dialog over `parent` (transient and modal when given).
    public func present(over parent: Window?) {
        if let parent {
            transientFor = parent
            modal = true
        }
        present()
    }

    /// Whether the dialog is on screen.
    public var isShown: Bool { gtk_widget_get_visible(widget) != 0 }
}
