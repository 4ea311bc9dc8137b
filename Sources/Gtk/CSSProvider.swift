import CGtk

/// A style sheet for every window of the default display (`GtkCssProvider`).
///
/// An app uses one provider for its theme and style classes: load the CSS,
/// then ``install()`` it. Parse errors are collected, not printed.
///
/// ```swift
/// let style = CSSProvider()
/// style.load(".danger { color: red; }")
/// style.install()
/// ```
@MainActor
public final class CSSProvider: Object {
    /// The GType of `GtkCssProvider`.
    override public class var gType: UInt { gtk_css_provider_get_type() }

    /// The errors of the last ``load(_:)``, one message per problem.
    public private(set) var parsingErrors: [String] = []

    private var isInstalled = false

    /// An empty provider, not installed.
    public init() {
        super.init(adopting: gtk_css_provider_new())
        // The type is spelled out: the callback reads the box as exactly this type.
        let record: @MainActor (String) -> Void = { [weak self] message in
            self?.parsingErrors.append(message)
        }
        connection(
            "parsing-error", callback: unsafeBitCast(parsingErrorCallback, to: GCallback.self),
            handler: record)
    }

    /// Replaces the style sheet with `css`; returns the parse errors (empty when valid).
    @discardableResult
    public func load(_ css: String) -> [String] {
        parsingErrors = []
        gtk_css_provider_load_from_data(gtkhooks_css_provider(pointer), css, -1)
        return parsingErrors
    }

    /// Applies the style sheet to every window of the default display, above
    /// the theme; does nothing if installed already.
    public func install() {
        guard !isInstalled, let display = gdk_display_get_default() else { return }
        gtk_style_context_add_provider_for_display(
            display, gtkhooks_style_provider(pointer), gtkhooks_style_provider_priority_application)
        isInstalled = true
    }

    /// Removes the style sheet from the default display; harmless if not installed.
    public func uninstall() {
        guard isInstalled, let display = gdk_display_get_default() else { return }
        gtk_style_context_remove_provider_for_display(display, gtkhooks_style_provider(pointer))
        isInstalled = false
    }
}

private typealias ParsingErrorCallback =
    @convention(c) (gpointer?, gpointer?, UnsafeMutablePointer<GError>?, gpointer?) -> Void

private let parsingErrorCallback: ParsingErrorCallback = { _, section, error, data in
    guard let data else { return }
    var message = error.map { String(cString: $0.pointee.message) } ?? "unknown CSS error"
    // The location (`<data>:3:5-9`) lets callers name the rule that failed.
    if let section, let location = gtk_css_section_to_string(OpaquePointer(section)) {
        message = "\(String(cString: location)): \(message)"
        g_free(location)
    }
    let box = ClosureBox<@MainActor (String) -> Void>.from(data)
    MainActor.assumeIsolated { box.body(message) }
}
