import CGtk

/// A thin line between widgets (`GtkSeparator`).
@MainActor
extension Separator {
    /// A separator across `orientation`.
    public convenience init(_ orientation: Orientation = .horizontal) {
        self.init(sinking: gtk_separator_new(orientation.gtk))
    }
}

extension Separator {
    /// The direction of the line: horizontal between rows, vertical between columns.
    public var orientation: Orientation {
        get {
            gtk_orientable_get_orientation(OpaquePointer(pointer)) == GTK_ORIENTATION_HORIZONTAL
                ? .horizontal : .vertical
        }
        set { gtk_orientable_set_orientation(OpaquePointer(pointer), newValue.gtk) }
    }
}

extension Box {
    /// The direction the box stacks its children in.
    public var orientation: Orientation {
        gtk_orientable_get_orientation(OpaquePointer(pointer)) == GTK_ORIENTATION_HORIZONTAL
            ? .horizontal : .vertical
    }
}
