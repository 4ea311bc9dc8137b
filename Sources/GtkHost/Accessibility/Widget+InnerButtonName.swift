import Gtk

extension Gtk.Widget {
    /// Names the buttons GTK made inside this widget (a drop-down's or menu
    /// button's toggle button) `name`: unnamed, AT-SPI reads their GTK type
    /// name (`GtkToggleButton`) instead.
    func nameInnerButtons(_ name: String?) {
        for child in children {
            if child.typeName == "GtkToggleButton" || child.typeName == "GtkButton" {
                child.accessibleLabel = name
            }
        }
    }
}
