import Reconciler

/// Scrolls its content when it does not fit (a GTK scrolled window).
///
/// The content is one view: GtkHost shows the first of several, with a
/// warning, so put several in a stack.
///
/// ```swift
/// ScrollView {
///     VStack { ForEach(rows, id: \.id) { RowView(row: $0) } }
/// }
/// ```
public struct ScrollView: Widget, ToolkitWidget {
    /// The accessible role: a scroll view.
    public static var role: WidgetRole { .scrollView }

    /// The axes that scroll.
    public var axes: Set<Axis>
    /// Common modifiers.
    public var modifiers = WidgetModifiers()
    /// The scrolled content.
    public var content: Element

    /// Scrolls the view `content` builds along `axes`.
    @inlinable public init<Content: View>(
        _ axes: Set<Axis> = [.vertical], @ViewBuilder content: () -> Content
    ) {
        self.axes = axes
        self.content = Element(content())
    }
}
