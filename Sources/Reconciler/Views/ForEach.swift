/// Keyed children built from a collection: one view per element, keyed by `id`.
///
/// Keys make reordering keep each child's state and widget (SEMANTICS K4) and
/// are matched with few moves (K7).
///
/// `content` runs for every element in each render of the parent. When it makes
/// an `Equatable` component (or one without stored properties), a child whose
/// view is equal to its view in the parent's previous render keeps the value
/// it last rendered, as React's `memo` compares with the previous props: its
/// body does not run and the reconciler makes no element for it, though
/// environment and context changes still reach the components below it that
/// read them.
///
/// ```swift
/// ForEach(items, id: \.id) { item in
///     ItemView(item: item)
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

    /// The element this built-in view describes itself as.
    public static func _makeElement(_ view: consuming Self) -> Element { view.makeElement() }

    /// Runs `content` for every element, here in the parent's render;
    /// memoized children stay unboxed until the diff needs an element for one.
    func makeElement() -> Element {
        let children =
            data.withContiguousStorageIfAvailable { ForEachChildren($0, id: id, content: content) }
            ?? Array(data).withUnsafeBufferPointer { ForEachChildren($0, id: id, content: content) }
        if children.isMemoized {
            return Element(kind: .lazyGroup(children), type: ObjectIdentifier(Self.self))
        }
        let elements = (0..<children.count).map { children.element(at: $0) }
        return Element(kind: .group(elements), type: ObjectIdentifier(Self.self))
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per element of `data`, keyed by its `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
