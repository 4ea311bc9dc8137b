import CGtk

/// A thin line between widgets (`GtkSeparator`).
@MainActor
public final class Separator: Widget {
    /// A separator across `orientation`.
    public init(_ orientation: Orientation = .horizontal) {
        super.init(sinking: gtk_separator_new(orientation.gtk))
    }
}
