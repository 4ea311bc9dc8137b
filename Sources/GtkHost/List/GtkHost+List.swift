import Gtk
import Reconciler

extension GtkHost {
    /// The container of one row of a `List`, detached and without a widget of
    /// its own: the list item shows the row's only widget, or a vertical box
    /// of its widgets when it has zero or several (`RowContainerLayout`).
    public func makeRowContainer() -> GtkInstance {
        GtkInstance(widget: nil, view: ContainerView(), layout: RowContainerLayout())
    }

    /// Releases the container of a row whose widgets were unmounted.
    public func releaseRowContainer(_ container: GtkInstance) {
        container.release()
    }

    /// The rows of a `List`'s instance; nil for any other instance.
    public func virtualizedRows(of instance: GtkInstance) -> VirtualizedRows? {
        (instance.storage as? ListRows)?.rows
    }
}
