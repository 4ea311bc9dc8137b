/// One place where a virtualizing host shows a row: a recycled list item.
///
/// A host wraps its own slot type in this protocol for ``VirtualizedRows``. The
/// wrapper may be made anew for each call; ``slotID`` says which place it is.
@MainActor public protocol RowSlot {
    /// The same number for the same place, for as long as the place exists.
    var slotID: UInt { get }

    /// The data index (`0..<rowCount`) of the row the slot shows now.
    var position: Int { get }

    /// Shows `container` (a ``RowRoot/container``) in the slot; nil empties it.
    func show(_ container: AnyObject?)
}
