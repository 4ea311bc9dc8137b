import CGtk

/// Children drawn on top of each other (`GtkOverlay`): one main child sized
/// normally, overlays above it in order.
@MainActor
extension Overlay {
    private var overlay: OpaquePointer { cast(pointer) }

    /// The main child, which gives the overlay its size.
    public var child: Widget? {
        get { attachments["child"] as? Widget }
        set {
            attachments["child"] = newValue
            gtk_overlay_set_child(overlay, newValue?.widget)
        }
    }

    /// Adds `widget` above the main child and the earlier overlays.
    public func addOverlay(_ widget: Widget) {
        gtk_overlay_add_overlay(overlay, widget.widget)
    }

    /// Removes an overlay added with ``addOverlay(_:)``.
    public func removeOverlay(_ widget: Widget) {
        gtk_overlay_remove_overlay(overlay, widget.widget)
    }
}
