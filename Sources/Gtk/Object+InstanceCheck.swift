import CGtk

// How a wrapper class knows its GType: generated classes are named after
// theirs without the namespace prefix (`Label` wraps `GtkLabel`), so the
// name is looked up with each prefix of the libraries the toolkit binds.

/// The namespace prefixes of the GTypes the toolkit's classes wrap.
private let gTypePrefixes = ["Gtk", "Gdk", "Gsk", "G", "Pango"]

extension Object {
    /// The GType this class wraps, or nil when none is registered under its
    /// name; a Swift subclass that is not a GType (an app's `FancyLabel:
    /// Label`) stands for the nearest wrapper class above it.
    static var wrappedGType: GType? {
        var current: AnyClass? = self
        while let type = current {
            let name = String(describing: type)
            for prefix in gTypePrefixes {
                let gType = g_type_from_name(prefix + name)
                if gType != 0 { return gType }
            }
            if ObjectIdentifier(type) == ObjectIdentifier(Object.self) { break }
            current = _getSuperclass(type)
        }
        return nil
    }

    /// Whether `pointer`, a live GObject, is an instance of the GType this
    /// class wraps (or of a subtype): whether ``init(retaining:)`` and
    /// ``init(takingOwnershipOf:)`` accept it.
    public static func isInstance(_ pointer: UnsafeMutableRawPointer) -> Bool {
        guard let type = wrappedGType else { return false }
        let instance = pointer.assumingMemoryBound(to: GTypeInstance.self)
        return g_type_check_instance_is_a(instance, type) != 0
    }

    /// Traps with the expected and the actual GType names unless `pointer` is
    /// an instance of this class's GType.
    static func checkInstance(_ pointer: UnsafeMutableRawPointer) {
        precondition(
            isInstance(pointer),
            "\(self) wraps \(wrappedGType.map { String(cString: g_type_name($0)) } ?? "no registered GType"), not \(String(cString: gtkhooks_type_name(pointer)))"
        )
    }
}
