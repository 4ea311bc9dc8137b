import Reconciler

/// Lays out `GridRow`s in aligned columns (a GTK grid).
///
/// ```swift
/// Grid(columnSpacing: 8) {
///     GridRow { Text("Name"); TextField("", text: name) }
///     GridRow { Text("Age"); Stepper("", value: age) }
/// }
/// ```
public struct Grid: Widget, ToolkitWidget {
    /// The accessible role: a group.
    public static var role: WidgetRole { .group }

    /// Pixels between rows.
    public var rowSpacing: Int
    /// Pixels between columns.
    public var columnSpacing: Int
    /// Common modifiers.
    public var modifiers = WidgetModifiers()
    /// The rows, top to bottom.
    public var content: Element

    /// A grid of the rows `content` builds.
    @inlinable public init<Content: View>(
        rowSpacing: Int = 0, columnSpacing: Int = 0, @ViewBuilder content: () -> Content
    ) {
        self.rowSpacing = rowSpacing
        self.columnSpacing = columnSpacing
        self.content = Element(content())
    }
}

/// One row of a `Grid`: each child is one cell, left to right.
public struct GridRow: Widget, ToolkitWidget {
    /// The accessible role: a group.
    public static var role: WidgetRole { .group }

    /// Common modifiers.
    public var modifiers = WidgetModifiers()
    /// The cells, left to right.
    public var content: Element

    /// A row of the cells `content` builds.
    @inlinable public init<Content: View>(@ViewBuilder content: () -> Content) {
        self.content = Element(content())
    }
}
