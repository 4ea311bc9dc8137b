import Gtk
import Reconciler

extension GtkHost {
    /// A vertical box, detached, for one row of a `List`: the list item shows it.
    public func makeRowContainer() -> GtkInstance {
        Self.verticalContainer(of: Box(.vertical))
    }

    /// Releases the box of a row whose widgets were unmounted.
    public func releaseRowContainer(_ container: GtkInstance) {
        container.release()
    }

    /// The rows of a `List`'s instance; nil for any other instance.
    public func rowRoots(of instance: GtkInstance) -> RowRoots? {
        (instance.storage as? ListRows)?.rows
    }
}
