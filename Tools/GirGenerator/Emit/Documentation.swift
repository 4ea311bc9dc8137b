/// Links to GTK's online documentation; generated comments name the C symbol
/// and link its page, and never copy GTK's prose.
struct Documentation {
    /// The documentation site's folder for the namespace, such as `gtk4`.
    let folder: String

    init(namespace: String) {
        let folders = [
            "Gtk": "gtk4", "Gdk": "gdk4", "Gsk": "gsk4", "Gio": "gio", "GObject": "gobject",
            "GLib": "glib", "Pango": "Pango",
        ]
        folder = folders[namespace] ?? namespace.lowercased()
    }

    /// The page of a class, interface, enumeration or bit field (`kind` is
    /// `class`, `iface`, `enum` or `flags`).
    func type(_ kind: String, _ name: String) -> String {
        "https://docs.gtk.org/\(folder)/\(kind).\(name).html"
    }

    /// The page of a member (`kind` is `ctor`, `method`, `property` or `signal`).
    func member(_ kind: String, _ owner: String, _ name: String) -> String {
        "https://docs.gtk.org/\(folder)/\(kind).\(owner).\(name).html"
    }
}
