import Hooks
import Reconciler

/// A list of keyed rows, one per element of `data`, built only when shown.
///
/// ```swift
/// List(todos, id: \.id) { todo in
///     TodoRow(todo: todo)
/// }
/// ```
///
/// Rows are keyed like `ForEach`, so each keeps its state by key. A
/// virtualizing host renders only the rows on screen, each as its own root
/// (`VirtualizedRows` in the reconciler) with the list's environment and contexts:
/// a GTK app in a `GtkListView`, `TestHost` in a viewport a test sets and
/// scrolls. A host that does not virtualize mounts every row.
public struct List: Widget, ToolkitWidget, VirtualizedView, SelectableRows {
    /// The accessible role: a list.
    public static var role: WidgetRole { .list }

    /// The number of rows.
    public var rowCount: Int
    /// Common modifiers.
    public var modifiers = WidgetModifiers()
    /// The environment the list is mounted in, which its rows see.
    public var environment = EnvironmentValues()
    /// The key of the row at an index.
    public let rowKey: @MainActor (Int) -> AnyHashable
    /// The view of the row at an index, built when the row is shown.
    public let rowView: @MainActor (Int) -> Element
    /// The selected rows' ids and how many may be selected; nil when the
    /// list has no selection binding (rows cannot be selected).
    public var selection: RowSelection?
    /// Writes the ids of a new selection to the list's binding.
    public var onSelectionChange: @MainActor (Set<AnyHashable>) -> Void = { _ in }
    /// Called with a row's id when the user activates it (Enter, double-click).
    public var onActivateRow: (@MainActor (AnyHashable) -> Void)?

    /// One row per element of `data`, keyed by the element's value at `id`.
    @inlinable public init<Data: RandomAccessCollection, ID: Hashable, Row: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder row: @escaping (Data.Element) -> Row
    ) {
        rowCount = data.count
        rowKey = { AnyHashable(data[data.index(data.startIndex, offsetBy: $0)][keyPath: id]) }
        rowView = { Element(row(data[data.index(data.startIndex, offsetBy: $0)])) }
    }

    /// Every row, keyed: what a host that does not virtualize mounts.
    public var content: Element {
        let rows = (0..<rowCount).map { RowReference(index: $0, key: rowKey($0)) }
        return Element(ForEach(rows, id: \.key) { rowView($0.index) })
    }
}

/// A row's position and key, for mounting every row.
private struct RowReference {
    let index: Int
    let key: AnyHashable
}
