import Hooks
import Reconciler

/// A vertically scrolling grid of keyed cells, one per element of `data`,
/// built only when shown (a `GtkGridView`).
///
/// ```swift
/// LazyVGrid(photos, id: \.id, columns: .adaptive(minimum: 120), selection: $chosen) { photo in
///     Thumbnail(photo: photo)
/// }
/// .onActivate { (id: Photo.ID) in open(id) }
/// ```
///
/// SwiftUI's `LazyVGrid(columns:)` as far as GTK maps it: the cells flow left
/// to right, then top to bottom, in columns of equal width that `columns`
/// (``GridItem``s, read as ``GridColumns``) counts and sizes. SwiftUI's
/// sections, pinned views, `spacing:` and `alignment:` do not map. Unlike
/// SwiftUI's, the grid scrolls itself and takes the selection: cells are
/// keyed like `List` rows, keep their hook state by key while scrolled away,
/// and are selected by id with the same bindings, Ctrl and Shift clicks and
/// keys.
public struct LazyVGrid: Widget, ToolkitWidget, VirtualizedView, SelectableRows {
    /// The accessible role: a grid.
    public static var role: WidgetRole { .grid }

    /// The number of cells.
    public var rowCount: Int
    /// The column counts and cell width the `GridItem`s map to.
    public var columns: GridColumns
    /// Common modifiers.
    public var modifiers = WidgetModifiers()
    /// The environment the grid is mounted in, which its cells see.
    public var environment = EnvironmentValues()
    /// The key of the cell at an index.
    public let rowKey: @MainActor (Int) -> AnyHashable
    /// The view of the cell at an index, built when the cell is shown.
    public let rowView: @MainActor (Int) -> Element
    /// The selected cells' ids and how many may be selected; nil when the
    /// grid has no selection binding.
    public var selection: RowSelection?
    /// Writes the ids of a new selection to the grid's binding.
    public var onSelectionChange: @MainActor (Set<AnyHashable>) -> Void = { _ in }
    /// Called with a cell's id when the user activates it (Enter, double-click).
    public var onActivateRow: (@MainActor (AnyHashable) -> Void)?

    /// One cell per element of `data`, keyed by the element's value at `id`,
    /// in the columns `columns` describes.
    @inlinable public init<Data: RandomAccessCollection, ID: Hashable, Cell: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, columns: [GridItem],
        @ViewBuilder cell: @escaping (Data.Element) -> Cell
    ) {
        rowCount = data.count
        self.columns = GridColumns(columns)
        rowKey = { AnyHashable(data[data.index(data.startIndex, offsetBy: $0)][keyPath: id]) }
        rowView = { Element(cell(data[data.index(data.startIndex, offsetBy: $0)])) }
    }

    /// Every cell, keyed: what a host that does not virtualize mounts.
    public var content: Element {
        let cells = (0..<rowCount).map { GridCellReference(index: $0, key: rowKey($0)) }
        return Element(ForEach(cells, id: \.key) { rowView($0.index) })
    }
}

/// A cell's position and key, for mounting every cell.
private struct GridCellReference {
    let index: Int
    let key: AnyHashable
}
