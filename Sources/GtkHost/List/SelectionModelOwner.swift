import Gtk

/// A view over rows whose selection model can be swapped by mode: what
/// `ListSelection` keeps in step with an app's selection.
@MainActor protocol SelectionModelOwner: AnyObject {
    /// How many rows the user may select; setting it puts a new model over
    /// the rows, with nothing selected.
    var rowSelection: SelectionMode { get set }
    /// The selection model ``rowSelection`` put over the rows; nil before.
    var selectionModel: (any SelectionModel)? { get }
    /// Whether a drag over the rows selects the rows it spans (GTK's rubber band).
    var enableRubberband: Bool { get set }
}

extension ListView: SelectionModelOwner {}
