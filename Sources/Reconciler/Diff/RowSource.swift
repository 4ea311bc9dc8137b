/// Keyed rows whose elements are made on demand, as the element kind `rows`
/// holds them: the rows of a `ForEach` of memoized components
/// (`ForEachRows`, which is also the `ChildList` the diff reads them through).
///
/// A class, so that an element can hold rows of any view type without
/// exposing the diff's internal types to inlinable code; the diff reaches
/// the rows through `reconcile`, one virtual call per pass. This base class
/// has no rows.
@usableFromInline @MainActor class RowSource {
    /// How many rows there are.
    var count: Int { 0 }

    /// The element of the row at `index`.
    func element(at index: Int) -> Element { Element.empty }

    /// Notes that the rows were mounted with repeated keys renamed.
    func keysWereRenamed() {}

    /// Reconciles `node.children` with these rows, comparing each row with
    /// the view at its old index in `previous`, the rows the children were
    /// last reconciled with, when there are such rows.
    func reconcile(
        _ node: Node, following previous: RowSource?, in renderer: Renderer, _ place: ChildPlace
    ) {
        renderer.reconcileChildren(of: node, with: [], place, checksKeys: true)
    }
}
