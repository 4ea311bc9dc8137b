import CGtk

extension Widget {
    /// Adds `controller` (a gesture, a drag source, a drop target...) to the
    /// widget (`gtk_widget_add_controller`); the widget keeps it, and the
    /// Swift wrapper keeps its own reference.
    public func addController(_ controller: EventController) {
        // gtk_widget_add_controller takes the reference it is given (transfer full).
        g_object_ref(controller.pointer)
        gtk_widget_add_controller(widget, cast(controller.pointer))
    }

    /// Removes a controller added with ``addController(_:)``
    /// (`gtk_widget_remove_controller`).
    public func removeController(_ controller: EventController) {
        gtk_widget_remove_controller(widget, cast(controller.pointer))
    }
}
