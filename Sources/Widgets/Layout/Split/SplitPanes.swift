import Hooks
import Reconciler

/// A split view: panes side by side (``HSplitView``) or stacked
/// (``VSplitView``) with a divider the user drags between each two.
///
/// The content's views are the panes, in order: two make one divider, three
/// make two (GtkHost nests a second split for the last two panes). A pane is
/// never made smaller than its own minimum size (`.frame(width:)` or
/// `height:` on the pane sets it).
///
/// The position of a divider is a modifier, ``splitPosition(_:divider:)``,
/// rather than an init argument: the init stays the one SwiftUI users know
/// (`HSplitView { a; b }`), and with three panes each divider takes its own
/// binding in the same spelling.
public protocol SplitPanes: Widget {
    /// Where each divider is, in pixels from the start of its split (nil:
    /// where the toolkit puts it), by divider index.
    var positions: [Int?] { get set }
    /// The panes that take the space the split view gains or loses when the
    /// window is resized, by index; nil means the last pane only.
    var growingPanes: Set<Int>? { get set }
    /// Called with a divider's index and its new position when the user drags it.
    var onDividerMove: @MainActor (Int, Int) -> Void { get set }
}

extension SplitPanes {
    /// The same split view with a divider placed by `position`.
    ///
    /// Divider `divider` (0, the first, by default) is shown at `position`
    /// pixels from the start of its split. `position` is written
    /// back when the user drags the divider, and when GTK moves it to keep
    /// a pane's minimum size or to give the growing panes a change of the
    /// window's size, so it always holds where the divider is; a position
    /// the app writes is never written back (G1).
    public func splitPosition(_ position: Binding<Int>, divider: Int = 0) -> Self {
        guard divider >= 0 else { return self }
        var split = self
        while split.positions.count <= divider { split.positions.append(nil) }
        split.positions[divider] = position.wrappedValue
        let previous = onDividerMove
        split.onDividerMove = { index, moved in
            if index == divider { position.wrappedValue = moved } else { previous(index, moved) }
        }
        return split
    }

    /// The same split view where the panes at `panes` (indices from 0) grow
    /// and shrink with the window, the others keeping their size.
    public func growingPanes(_ panes: Set<Int>) -> Self {
        var split = self
        split.growingPanes = panes
        return split
    }

    /// The position set for divider `divider`, if any.
    public func position(of divider: Int) -> Int? {
        positions.indices.contains(divider) ? positions[divider] : nil
    }

    /// Whether the pane at `index` of `count` panes grows with the window.
    public func grows(pane index: Int, of count: Int) -> Bool {
        growingPanes?.contains(index) ?? (index == count - 1)
    }

    /// Moves divider `divider` to `position`, as a drag does.
    public func moveDivider(_ divider: Int, to position: Int) {
        onDividerMove(divider, position)
    }
}
