import Reconciler

/// Panes stacked top to bottom with a draggable divider between each two (a GTK
/// paned; see ``SplitPanes``).
///
/// ```swift
/// VSplitView {
///     Editor()
///     Console().frame(height: 120)
/// }
/// .splitPosition($editorHeight)
/// ```
public struct VSplitView: SplitPanes, ToolkitWidget {
    /// The accessible role: a split view.
    public static var role: WidgetRole { .splitView }

    /// Where each divider is (see ``SplitPanes/positions``).
    public var positions: [Int?] = []
    /// The panes that grow with the window (nil: the last one).
    public var growingPanes: Set<Int>?
    /// Called with a divider's index and position when the user drags it.
    public var onDividerMove: @MainActor (Int, Int) -> Void = { _, _ in }
    /// Common modifiers.
    public var modifiers = WidgetModifiers()
    /// The panes, from the top one.
    public var content: Element

    /// Panes stacked: the views `content` builds.
    @inlinable public init<Content: View>(@ViewBuilder content: () -> Content) {
        self.content = Element(content())
    }
}
