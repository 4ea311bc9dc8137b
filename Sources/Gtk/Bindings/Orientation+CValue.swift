import CGtk

// The hand-written `Orientation` (Box.swift) stands for `GtkOrientation` in
// generated code, which converts enumerations through these two members.
extension Orientation {
    /// The C value.
    var cValue: GtkOrientation { gtk }

    /// The case of a C value; GTK 4.8 has no third orientation.
    init(cValue: GtkOrientation) {
        self = cValue == GTK_ORIENTATION_VERTICAL ? .vertical : .horizontal
    }
}
