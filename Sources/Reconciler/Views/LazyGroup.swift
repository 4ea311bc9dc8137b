/// Keyed children whose elements are made on demand, as the element kind
/// `lazyGroup` holds them: the children of a `ForEach` of memoized components
/// (`ForEachChildren`, which is also the `ChildList` the diff reads them through).
///
/// A class, so that an element can hold children of any view type without
/// exposing the diff's internal types to inlinable code; the diff reaches
/// the children through `reconcile`, one virtual call per pass. This base
/// class has no children.
@usableFromInline @MainActor class LazyGroup {
    /// How many children there are.
    var count: Int { 0 }

    /// The element of the child at `index`.
    func element(at index: Int) -> Element { Element.empty }

    /// Notes that the children were mounted with repeated keys renamed.
    func keysWereRenamed() {}

    /// Reconciles `node.children` with these children, comparing each with
    /// the view at its old index in `previous`, the group the children were
    /// last reconciled with, when there is one.
    func reconcile(
        _ node: Node, following previous: LazyGroup?, in renderer: Renderer, _ place: ChildPlace
    ) {
        renderer.reconcileChildren(of: node, with: [], place, checksKeys: true)
    }
}
