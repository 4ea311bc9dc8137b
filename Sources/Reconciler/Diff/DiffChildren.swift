// Matching a node's children: by key when they have one, else by position.
// Common prefix and suffix are updated in place, a swap of the two ends of the
// middle (and any run of swaps) is two moves; otherwise the middle is matched
// through a key map, and the longest increasing subsequence of old positions
// stays put while every other matched child moves once (SEMANTICS K4, K7).

import Hooks

extension Renderer {
    /// Reconciles `node.children` with `elements`; the children's host
    /// instances start at `offset` among `hostParent`'s.
    ///
    /// `checksKeys` (the children of a group) reports repeated keys among
    /// `elements` (SEMANTICS K8).
    func reconcileChildren(
        of node: Node, with elements: [Element], _ place: ChildPlace, checksKeys: Bool = false
    ) {
        reconcileChildren(
            of: node, with: ElementList(elements: elements, refresh: refresh), place,
            checksKeys: checksKeys)
    }

    /// Reconciles `node.children` with the one child `element` (a body, a
    /// widget's content, what a modifier or an environment wraps): when it
    /// has the identity of the one mounted child, that child is updated in
    /// place, without a list of one to make and match.
    func reconcileChild(of node: Node, with element: Element, _ place: ChildPlace) {
        if node.children.count == 1, node.children[0].matches(element, in: refresh) {
            update(node.children[0], with: element, place)
            return
        }
        reconcileChildren(of: node, with: [element], place)
    }

    /// Reconciles `node.children` with `new`, placed at `place`.
    ///
    /// With `checksKeys`, only the unmatched middle is looked at for repeated
    /// keys: the children matched at both ends have the keys of mounted
    /// children, which are unique.
    func reconcileChildren<Children: ChildList>(
        of node: Node, with new: Children, _ place: ChildPlace, checksKeys: Bool
    ) {
        let old = node.children
        let ends = new.keptEnds(of: old) ?? ChildrenEnds(old, new)
        var place = place
        // Every child kept its slot (a pass that only updates rows): the
        // children array stays as it is.
        if ends.start == old.count && ends.start == new.count {
            new.updateKept(old, from: 0, to: 0, count: old.count, in: self, &place)
            return
        }
        // A swap matches every new child to a distinct mounted one: no repeats.
        let swaps =
            ends.start < ends.newEnd && ends.start < ends.oldEnd && isSwap(old, new, ends)
        var middleKeys: [ElementKey: Int]?
        if checksKeys && ends.start < ends.newEnd && !swaps {
            middleKeys = keyMap(of: new, ends)
            if middleKeys == nil {
                new.keysWereRenamed()
                let elements = (0..<new.count).map { new.element(at: $0) }
                reconcileChildren(
                    of: node,
                    with: ElementList(elements: uniqueKeys(elements, in: node), refresh: refresh),
                    place,
                    checksKeys: false)
                return
            }
        }

        var children: [Node] = []
        children.reserveCapacity(new.count)
        new.updateKept(old, from: 0, to: 0, count: ends.start, in: self, &place)
        children.append(contentsOf: old[..<ends.start])
        let start = ends.start
        let (oldEnd, newEnd) = (ends.oldEnd, ends.newEnd)
        if start == oldEnd {
            for index in start..<newEnd {
                let child = mount(new.element(at: index), parent: node, context: place.context)
                insertHostNodes(of: child, into: place.hostParent, at: place.offset)
                place.offset += child.hostCount
                children.append(child)
            }
        } else if start == newEnd {
            for child in old[start..<oldEnd] {
                unmount(child, from: place.hostParent, at: place.offset)
            }
        } else if swaps {
            children.append(contentsOf: reconcileSwap(old: old, new: new, ends, &place))
        } else {
            children.append(
                contentsOf: reconcileMiddle(
                    of: node, old: old, new: new, ends,
                    keys: middleKeys ?? keyMap(of: new, ends) ?? [:], &place))
        }

        new.updateKept(
            old, from: oldEnd, to: newEnd, count: old.count - oldEnd, in: self, &place)
        children.append(contentsOf: old[oldEnd...])
        node.children = children
    }

    /// The index of each keyed child of the middle by its key; nil when a
    /// key repeats, in the middle or at the ends.
    private func keyMap<Children: ChildList>(of new: Children, _ ends: ChildrenEnds)
        -> [ElementKey: Int]?
    {
        var map: [ElementKey: Int] = [:]
        map.reserveCapacity(ends.newEnd - ends.start)
        for index in ends.start..<ends.newEnd {
            guard let key = new.key(at: index) else { continue }
            if map.updateValue(index, forKey: key) != nil { return nil }
        }
        guard !map.isEmpty else { return map }
        for index in 0..<ends.start where new.key(at: index).map({ map[$0] != nil }) == true {
            return nil
        }
        for index in ends.newEnd..<new.count
        where new.key(at: index).map({ map[$0] != nil }) == true {
            return nil
        }
        return map
    }

    /// Reports duplicate keys among siblings (SEMANTICS K8) and gives each
    /// repeat a key of its own, so every child still renders.
    func uniqueKeys(_ elements: [Element], in node: Node) -> [Element] {
        var seen = Set<ElementKey>()
        seen.reserveCapacity(elements.count)
        var result = elements
        for (index, element) in elements.enumerated() {
            guard let key = element.key, !seen.insert(key).inserted else { continue }
            HookDiagnostics.report(
                "duplicate key \(key.base) among the children of \(node.componentName);"
                    + " keys must be unique among siblings")
            result[index].key = ElementKey(DuplicateKey(key: key, position: index))
        }
        return result
    }

    /// Whether `elements`, the children of a group about to be mounted, repeat a key.
    func repeatsKeys(_ elements: [Element]) -> Bool {
        var seen = Set<ElementKey>()
        for element in elements {
            guard let key = element.key else { continue }
            if seen.isEmpty { seen.reserveCapacity(elements.count) }
            if !seen.insert(key).inserted { return true }
        }
        return false
    }
}

/// The key given to a repeated key, distinct from every user key.
private struct DuplicateKey: Hashable {
    let key: ElementKey
    let position: Int
}

/// The children that keep their slot at both ends: `old[..<start]` and
/// `new[..<start]` match, as do `old[oldEnd...]` and `new[newEnd...]`.
struct ChildrenEnds {
    var start = 0
    var oldEnd: Int
    var newEnd: Int

    /// Ends already told apart.
    init(start: Int, oldEnd: Int, newEnd: Int) {
        self.start = start
        self.oldEnd = oldEnd
        self.newEnd = newEnd
    }

    /// The ends of `old` and `new` found by asking `new` about each mounted child.
    @MainActor init<Children: ChildList>(_ old: [Node], _ new: Children) {
        oldEnd = old.count
        newEnd = new.count
        let common = min(old.count, new.count)
        while start < common && sameSlot(old[start], start, new, start) {
            start += 1
        }
        while oldEnd > start && newEnd > start
            && sameSlot(old[oldEnd - 1], oldEnd - 1, new, newEnd - 1)
        {
            oldEnd -= 1
            newEnd -= 1
        }
    }
}

/// Whether the child at `oldIndex` keeps its slot as the child of `new` at
/// `newIndex`: same identity, and a key or (unkeyed) the same position.
@MainActor func sameSlot<Children: ChildList>(
    _ child: Node, _ oldIndex: Int, _ new: Children, _ newIndex: Int
) -> Bool {
    new.matches(child, at: newIndex) && (oldIndex == newIndex || new.key(at: newIndex) != nil)
}
