/// Keyed rows a node is reconciled with, each row's element made on demand:
/// the element kind `rows` holds one.
///
/// A class, so that the diff is specialized for it once and reaches the
/// generic rows of each `ForEach` through one virtual call per question;
/// `ForEachRows` overrides every member. This base class has no rows.
@usableFromInline @MainActor class RowSource: ChildList {
    /// Whether the children reconciled with these rows took keys other than
    /// the rows' own: repeated keys were renamed (SEMANTICS K8).
    var renamedKeys = false
    /// The refresh pass in progress while these rows are reconciled in one, else nil
    /// (see `Node.matches`).
    var refresh: RefreshPass?

    var count: Int { 0 }

    /// Takes `previous`, the rows `children` were last reconciled with, to
    /// compare each row with the view at its old index there, until
    /// `forgetPrevious()`.
    func follow(_ previous: RowSource, children: [Node]) {}

    /// Forgets the rows `follow(_:children:)` took.
    func forgetPrevious() {}

    func keysWereRenamed() { renamedKeys = true }

    func key(at index: Int) -> ElementKey? { nil }

    func matches(_ child: Node, at index: Int) -> Bool { false }

    func element(at index: Int) -> Element { Element.empty }

    func update(
        _ child: Node, at index: Int, from oldIndex: Int, in renderer: Renderer,
        _ place: ChildPlace
    ) {
        renderer.update(child, with: element(at: index), place)
    }

    // The members below are the protocol's defaults, written out so that
    // `ForEachRows` can override them.

    func keptEnds(of old: [Node]) -> ChildrenEnds? { nil }

    func keepSlots(_ old: [Node], in range: Range<Int>) -> Bool {
        keepSlotsAskingEach(self, old, in: range)
    }

    func updateKept(
        _ old: [Node], from oldStart: Int, to newStart: Int, count: Int, in renderer: Renderer,
        _ place: inout ChildPlace
    ) {
        updateKeptOneByOne(self, old, from: oldStart, to: newStart, count: count, renderer, &place)
    }
}
