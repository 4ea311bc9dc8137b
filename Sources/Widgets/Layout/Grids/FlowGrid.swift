import Hooks
import Reconciler

/// Cells that flow left to right and wrap into as many rows as the width
/// needs (a `GtkFlowBox`): every cell is built, none is recycled.
///
/// ```swift
/// FlowGrid(tags, id: \.name, selection: $chosen) { tag in
///     Text(tag.name)
/// }
/// .onActivate { (name: String) in filter(by: name) }
/// ```
///
/// SwiftUI has no flowing layout, so the name follows its grids: a
/// `LazyVGrid` builds only the cells on screen, and a `FlowGrid` is its
/// small, eager counterpart for a few dozen cells (`Grid` is the fixed
/// rows and columns of a form). Cells are keyed like `ForEach`, each keeping
/// its state by key; the selection is by ids, as `List`'s, with GTK's own
/// flow box selection (clicks, Ctrl and Shift clicks, arrow keys), and
/// Enter or a double-click activates a cell.
public struct FlowGrid: Widget, ToolkitWidget, SelectableRows {
    /// The accessible role: a grid.
    public static var role: WidgetRole { .grid }

    /// The number of cells.
    public var rowCount: Int
    /// Pixels between cells, across and down.
    public var spacing: Int
    /// The most cells in one line.
    public var maximumPerLine: Int
    /// Common modifiers.
    public var modifiers = WidgetModifiers()
    /// The key of the cell at an index.
    public let rowKey: @MainActor (Int) -> AnyHashable
    /// The view of the cell at an index.
    public let rowView: @MainActor (Int) -> Element
    /// The selected cells' ids and how many may be selected; nil when the
    /// grid has no selection binding (cells cannot be selected).
    public var selection: RowSelection?
    /// Writes the ids of a new selection to the grid's binding.
    public var onSelectionChange: @MainActor (Set<AnyHashable>) -> Void = { _ in }
    /// Called with a cell's id when the user activates it.
    public var onActivateRow: (@MainActor (AnyHashable) -> Void)?

    /// One cell per element of `data`, keyed by the element's value at `id`,
    /// `spacing` pixels apart, at most `maximumPerLine` in a line.
    @inlinable public init<Data: RandomAccessCollection, ID: Hashable, Cell: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, spacing: Int = 6,
        maximumPerLine: Int = 12, @ViewBuilder cell: @escaping (Data.Element) -> Cell
    ) {
        rowCount = data.count
        self.spacing = spacing
        self.maximumPerLine = maximumPerLine
        rowKey = { AnyHashable(data[data.index(data.startIndex, offsetBy: $0)][keyPath: id]) }
        rowView = { Element(cell(data[data.index(data.startIndex, offsetBy: $0)])) }
    }

    /// The cells, keyed, each in its ``FlowGridCell``.
    public var content: Element {
        let cells = (0..<rowCount).map { FlowCellReference(index: $0, key: rowKey($0)) }
        return Element(
            ForEach(cells, id: \.key) { FlowGridCell(key: $0.key, content: rowView($0.index)) })
    }
}

/// A cell's position and key.
private struct FlowCellReference {
    let index: Int
    let key: AnyHashable
}

/// The place of one cell of a `FlowGrid`, holding the cell's widgets; made
/// by the grid, not by apps.
///
/// Its key tells the host which id the cell selects, wherever the cell is.
public struct FlowGridCell: Widget, ToolkitWidget {
    /// The accessible role: a grid cell.
    public static var role: WidgetRole { .gridCell }

    /// The id of the cell's element.
    public let key: AnyHashable
    /// Common modifiers.
    public var modifiers = WidgetModifiers()
    /// The cell's view.
    public var content: Element

    /// The cell of the element `key` showing `content`.
    public init(key: AnyHashable, content: Element) {
        self.key = key
        self.content = content
    }
}
