import CGtk

/// The About window of an app (`GtkAboutDialog`): name, version, comments,
/// website, authors, copyright and license.
///
/// It is a top-level window: ``present(over:)`` shows it, and it destroys
/// itself when closed.
///
/// ```swift
/// let about = AboutDialog(name: "Todos")
/// about.version = "1.0"
/// about.present(over: window)
/// ```
@MainActor
public final class AboutDialog: Widget {
    /// A license GTK names in the dialog (`GtkLicense`).
    public enum License: Sendable {
        /// MIT/X11.
        case mit
        /// GPL 3.0 or later.
        case gpl3
        /// LGPL 3.0 or later.
        case lgpl3
        /// Apache 2.0.
        case apache2
    }

    /// A hidden About window for the app `name`.
    public init(name: String) {
        super.init(sinking: gtk_about_dialog_new())
        gtk_about_dialog_set_program_name(about, name)
        let window = gtkhooks_window(widget)
        gtk_window_set_hide_on_close(window, 0)
    }

    private var about: OpaquePointer { OpaquePointer(widget) }

    /// The version string.
    public var version: String? {
        get { gtk_about_dialog_get_version(about).map { String(cString: $0) } }
        set { gtk_about_dialog_set_version(about, newValue) }
    }

    /// One sentence about the app.
    public var comments: String? {
        get { gtk_about_dialog_get_comments(about).map { String(cString: $0) } }
        set { gtk_about_dialog_set_comments(about, newValue) }
    }

    /// The app's web page.
    public var website: String? {
        get { gtk_about_dialog_get_website(about).map { String(cString: $0) } }
        set { gtk_about_dialog_set_website(about, newValue) }
    }

    /// The copyright line.
    public var copyright: String? {
        get { gtk_about_dialog_get_copyright(about).map { String(cString: $0) } }
        set { gtk_about_dialog_set_copyright(about, newValue) }
    }

    /// The icon of the theme shown as the logo.
    public var logoIconName: String? {
        get { gtk_about_dialog_get_logo_icon_name(about).map { String(cString: $0) } }
        set { gtk_about_dialog_set_logo_icon_name(about, newValue) }
    }

    /// The authors shown on the credits page.
    public var authors: [String] {
        get {
            guard let list = gtk_about_dialog_get_authors(about) else { return [] }
            var result: [String] = []
            var index = 0
            while let entry = list[index] {
                result.append(String(cString: entry))
                index += 1
            }
            return result
        }
        set {
            var pointers: [UnsafePointer<CChar>?] = newValue.map { UnsafePointer(strdup($0)) }
            pointers.append(nil)
            defer { for pointer in pointers { free(UnsafeMutablePointer(mutating: pointer)) } }
            pointers.withUnsafeMutableBufferPointer { buffer in
                gtk_about_dialog_set_authors(about, buffer.baseAddress)
            }
        }
    }

    /// Names a known license.
    public func setLicense(_ license: License) {
        let type: GtkLicense =
            switch license {
            case .mit: GTK_LICENSE_MIT_X11
            case .gpl3: GTK_LICENSE_GPL_3_0
            case .lgpl3: GTK_LICENSE_LGPL_3_0
            case .apache2: GTK_LICENSE_APACHE_2_0
            }
        gtk_about_dialog_set_license_type(about, type)
    }

    /// The license as free text.
    public var licenseText: String? {
        get { gtk_about_dialog_get_license(about).map { String(cString: $0) } }
        set { gtk_about_dialog_set_license(about, newValue) }
    }

    /// The program name shown.
    public var programName: String? {
        gtk_about_dialog_get_program_name(about).map { String(cString: $0) }
    }

    /// Shows the dialog over `parent` (transient, modal when given).
    public func present(over parent: Window?) {
        let window = gtkhooks_window(widget)
        if let parent {
            gtk_window_set_transient_for(window, parent.window)
            gtk_window_set_modal(window, 1)
        }
        gtk_window_present(window)
    }

    /// Closes the dialog, as its close button does.
    public func close() {
        gtk_window_close(gtkhooks_window(widget))
    }

    /// Whether the dialog is on screen.
    public var isShown: Bool { gtk_widget_get_visible(widget) != 0 }
}
