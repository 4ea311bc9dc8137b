import Gtk

/// A style value GtkHost does not pass to GTK: the value as written, and why.
///
/// Logged as a warning that names the view; the rest of the view's
/// style still applies.
struct StyleRejection: Error {
    /// What was rejected, as the app wrote it: `CSS class ".danger"`.
    let value: String
    /// Why, for the warning: `not a CSS identifier`.
    let reason: String

    /// Logs `ignored <value> on <view>: <reason>`.
    @MainActor func log(on view: String) {
        Log.warning("ignored \(value) on \(view): \(reason)")
    }
}
