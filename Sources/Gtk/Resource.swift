import CGtk
import CGtkHooksResources

/// Files compiled into the program with GResource, read by their resource path.
///
/// The toolkit's own files (`Resources/GtkHooks/` in the repository: the
/// default theme CSS) are under ``toolkitPrefix`` and are registered on first
/// use. They live in the binary itself, so an installed app finds them
/// wherever its executable is copied, with no file beside it. An app that
/// registers a bundle of its own (`g_resources_register`) reads its files
/// here too.
///
/// ```swift
/// let css = Resource.text(at: Resource.toolkitPrefix + "/theme.css")
/// ```
public enum Resource {
    /// The resource path of the toolkit's files.
    public static let toolkitPrefix = "/org/gtkhooks/GtkHooks"

    // swift_once runs this once, whichever thread asks first.
    private static let toolkitRegistration: Void = gtkhooks_register_resource()

    /// The file at `path` as UTF-8 text, or nil when no registered bundle
    /// holds it (or it is not UTF-8).
    public static func text(at path: String) -> String? {
        _ = toolkitRegistration
        guard let bytes = g_resources_lookup_data(path, G_RESOURCE_LOOKUP_FLAGS_NONE, nil) else {
            return nil
        }
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        guard let data = g_bytes_get_data(bytes, &size) else { return "" }
        return String(
            validating: UnsafeRawBufferPointer(start: data, count: Int(size)), as: UTF8.self)
    }
}
