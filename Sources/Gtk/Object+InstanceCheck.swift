import CGtk

extension Object {
    /// Whether `pointer`, a live GObject, is an instance of the GType this
    /// class wraps (or of a subtype): whether ``init(retaining:)`` and
    /// ``init(takingOwnershipOf:)`` accept it.
    public static func isInstance(_ pointer: UnsafeMutableRawPointer) -> Bool {
        let instance = pointer.assumingMemoryBound(to: GTypeInstance.self)
        return g_type_check_instance_is_a(instance, gType) != 0
    }

    /// Traps with the expected and the actual GType names unless `pointer` is
    /// an instance of this class's GType.
    static func checkInstance(_ pointer: UnsafeMutableRawPointer) {
        precondition(
            isInstance(pointer),
            "\(self) wraps \(String(cString: g_type_name(gType))), not \(String(cString: gtkhooks_type_name(pointer)))"
        )
    }
}

extension Object {
    /// Traps when a hand-written initializer of `base` ran for a subclass
    /// whose GType it does not make.
    ///
    /// Swift gives subclasses the convenience initializers of their
    /// superclass, and one declared in an extension cannot be hidden:
    /// `LinkButton("Docs")` runs `Button.init(_:)`, which makes a
    /// `GtkButton`, and `LinkButton`'s methods would then call
    /// `gtk_link_button_*` on it. The check costs one comparison when the
    /// initializer runs for `base` itself.
    func checkMade(by base: Object.Type, _ initializer: String) {
        let type = type(of: self)
        guard type != base, !type.isInstance(pointer) else { return }
        preconditionFailure(
            "\(type)\(initializer) would make a \(String(cString: gtkhooks_type_name(pointer))), "
                + "not a \(String(cString: g_type_name(type.gType))): "
                + "use an initializer \(type) declares itself")
    }
}
