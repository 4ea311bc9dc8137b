// The new children of a node as the diff reads them: by index, with keys and
// elements asked for one at a time, so a list can make an element only for a
// child that is mounted or renders again.

import Hooks

/// The children a node is reconciled with.
@MainActor protocol ChildList {
    /// How many children there are.
    var count: Int { get }

    /// The explicit key of the child at `index`, if it has one.
    func key(at index: Int) -> ElementKey?

    /// Whether `child` has the identity of the child at `index` (see `Node.matches`).
    func matches(_ child: Node, at index: Int) -> Bool

    /// The element of the child at `index`.
    func element(at index: Int) -> Element

    /// Updates `child`, which matches the child at `index` and was the
    /// child at `oldIndex`, in place (see `Renderer.update`).
    func update(
        _ child: Node, at index: Int, from oldIndex: Int, in renderer: Renderer,
        _ place: ChildPlace)

    /// Notes that the children were reconciled with repeated keys renamed.
    func keysWereRenamed()

    /// The children that keep their slot at both ends of `old`, when these
    /// children can tell without asking each mounted one; nil otherwise.
    func keptEnds(of old: [Node]) -> ChildrenEnds?

    /// Whether every child of `old` in `range` keeps its slot.
    func keepSlots(_ old: [Node], in range: Range<Int>) -> Bool

    /// Updates the `count` children of `old` from `oldStart`, which keep
    /// their slots as the children from `newStart`, advancing `place`.
    func updateKept(
        _ old: [Node], from oldStart: Int, to newStart: Int, count: Int, in renderer: Renderer,
        _ place: inout ChildPlace)
}

extension ChildList {
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

/// `keepSlots` by asking `new` about each child of `old` in `range`.
@MainActor func keepSlotsAskingEach<Children: ChildList>(
    _ new: Children, _ old: [Node], in range: Range<Int>
) -> Bool {
    for index in range where !sameSlot(old[index], index, new, index) { return false }
    return true
}

/// `updateKept` by updating each child through `new.update`.
@MainActor func updateKeptOneByOne<Children: ChildList>(
    _ new: Children, _ old: [Node], from oldStart: Int, to newStart: Int, count: Int,
    _ renderer: Renderer, _ place: inout ChildPlace
) {
    for step in 0..<count {
        let child = old[oldStart + step]
        new.update(child, at: newStart + step, from: oldStart + step, in: renderer, place)
        place.offset += child.hostCount
    }
}

/// Where the children being reconciled go and what they inherit.
struct ChildPlace {
    /// The nearest host ancestor, whose children the host instances are.
    let hostParent: Node
    /// The index of the first host instance of the child being updated.
    var offset: Int
    /// What the children inherit.
    var context: DiffContext
}

/// Children given as elements (the children of a group, a body, a widget).
struct ElementList: ChildList {
    let elements: [Element]
    /// The refresh pass in progress, if any (see `Node.matches`).
    let refresh: RefreshPass?

    var count: Int { elements.count }

    func key(at index: Int) -> ElementKey? { elements[index].key }

    func matches(_ child: Node, at index: Int) -> Bool {
        child.matches(elements[index], in: refresh)
    }

    func element(at index: Int) -> Element { elements[index] }

    func update(
        _ child: Node, at index: Int, from oldIndex: Int, in renderer: Renderer,
        _ place: ChildPlace
    ) {
        renderer.update(child, with: elements[index], place)
    }

    func keysWereRenamed() {}
}
