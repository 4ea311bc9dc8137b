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

    func makeElement() -> Element {
        var elements: [Element] = []
        elements.reserveCapacity(data.count)
        for item in data {
            var element = Element(content(item))
            element.key = ElementKey(item[keyPath: id])
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
