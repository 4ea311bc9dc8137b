/// Keyed children built from a collection: one view per element, keyed by `id`.
///
/// Keys make reordering keep each child's state and widget (SEMANTICS K4) and
/// are matched with few moves (K7).
///
/// ```swift
/// ForEach(rows, id: \.id) { row in
///     RowView(row: row)
/// }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, BuiltinView
{
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content

    /// One view per element of `data`, keyed by the element's value at `id`.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.id = id
        self.content = content
    }

    /// `ForEach` has no body: its children are mounted directly.
    public var body: Never { fatalError("ForEach has no body") }

    /// Runs `content` for every row, here in the parent's render; memoized
    /// rows stay unboxed until the diff needs an element for one.
    func makeElement() -> Element {
        var views = ContiguousArray<Content>()
        var keys = ContiguousArray<ElementKey>()
        views.reserveCapacity(data.count)
        keys.reserveCapacity(data.count)
        for item in data {
            views.append(content(item))
            keys.append(ElementKey(item[keyPath: id]))
        }
        if let rows = ForEachRows(views: views, keys: keys) {
            return Element(kind: .rows(rows), type: ObjectIdentifier(Self.self))
        }
        var elements: [Element] = []
        elements.reserveCapacity(views.count)
        for index in views.indices {
            var element = Element(views[index])
            element.key = keys[index]
            elements.append(element)
        }
        return Element(kind: .group(elements), type: ObjectIdentifier(Self.self))
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per element of `data`, keyed by its `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
