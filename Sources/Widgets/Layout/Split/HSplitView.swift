import Reconciler

/// Panes side by side with a draggable divider between each two (a GTK
/// paned; see ``SplitPanes``).
///
/// ```swift
/// HSplitView {
///     Sidebar().frame(width: 160)
///     Editor()
/// }
/// .splitPosition($sidebarWidth)
/// ```
public struct HSplitView: SplitPanes, ToolkitWidget {
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
    /// The panes, from the leading one.
    public var content: Element

    /// Panes side by side: the views `content` builds.
    @inlinable public init<Content: View>(@ViewBuilder content: () -> Content) {
        self.content = Element(content())
    }
}
