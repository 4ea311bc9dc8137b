import Reconciler

/// A list of keyed rows, one per element of `data`.
///
/// ```swift
/// List(todos, id: \.id) { todo in
///     TodoRow(todo: todo)
/// }
/// ```
///
/// Rows are keyed children like `ForEach`, so each keeps its state by key.
public struct List: Widget {
    /// The accessible role: a list.
    public static var role: WidgetRole { .list }

    /// The number of rows.
    public var rowCount: Int
    /// Common modifiers.
    public var modifiers = WidgetModifiers()
    /// The rows, keyed.
    public var content: Element

    /// One row per element of `data`, keyed by the element's value at `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, Row: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder row: @escaping (Data.Element) -> Row
    ) {
        rowCount = data.count
        content = Element(ForEach(data, id: id, content: row))
    }
}
