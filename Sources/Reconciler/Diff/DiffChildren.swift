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
    /// `elements` (SEMANTICS K8). Only the unmatched middle is looked at: the
    /// children matched at both ends have the keys of mounted children, which
    /// are unique.
    func reconcileChildren(
        of node: Node, with elements: [Element], hostParent: Node, offset: Int,
        environment: EnvironmentValues, generation: Int, modifiers: [any PrimitiveModifier],
        checksKeys: Bool = false
    ) {
        let old = node.children
        var elements = elements
        var ends = ChildrenEnds(old, elements)
        // A swap matches every new child to a distinct mounted one: no repeats.
        var swaps =
            ends.start < ends.newEnd && ends.start < ends.oldEnd
            && isSwap(old[ends.start..<ends.oldEnd], elements[ends.start..<ends.newEnd])
        var middleKeys: [ElementKey: Int]?
        if checksKeys && ends.start < ends.newEnd && !swaps {
            middleKeys = keyMap(of: elements, ends)
            if middleKeys == nil {
                elements = uniqueKeys(elements, in: node)
                ends = ChildrenEnds(old, elements)
                swaps = false
            }
        }

        var children: [Node] = []
        children.reserveCapacity(elements.count)
        var offset = offset
        func updateChild(_ child: Node, _ element: Element) {
            update(
                child, with: element, hostParent: hostParent, offset: offset,
                environment: environment, generation: generation, modifiers: modifiers)
            offset += child.hostCount
            children.append(child)
        }

        for index in 0..<ends.start { updateChild(old[index], elements[index]) }
        let start = ends.start
        let (oldEnd, newEnd) = (ends.oldEnd, ends.newEnd)
        if start == oldEnd {
            for element in elements[start..<newEnd] {
                let child = mount(
                    element, parent: node, environment: environment, generation: generation,
                    modifiers: modifiers)
                insertHostNodes(of: child, into: hostParent, at: offset)
                offset += child.hostCount
                children.append(child)
            }
        } else if start == newEnd {
            for child in old[start..<oldEnd] {
                unmount(child, from: hostParent, at: offset)
            }
        } else if swaps {
            children.append(
                contentsOf: reconcileSwap(
                    old: old[start..<oldEnd], new: elements[start..<newEnd],
                    hostParent: hostParent, offset: &offset, environment: environment,
                    generation: generation, modifiers: modifiers))
        } else {
            let middle = reconcileMiddle(
                of: node, old: old[start..<oldEnd], new: elements[start..<newEnd],
                keys: middleKeys ?? keyMap(of: elements, ends) ?? [:],
                hostParent: hostParent, offset: &offset, environment: environment,
                generation: generation, modifiers: modifiers)
            children.append(contentsOf: middle)
        }

        for index in 0..<(old.count - oldEnd) {
            updateChild(old[oldEnd + index], elements[newEnd + index])
        }
        node.children = children
    }

    /// The index of each keyed element of the middle by its key; nil when a
    /// key repeats, in the middle or at the ends.
    private func keyMap(of elements: [Element], _ ends: ChildrenEnds) -> [ElementKey: Int]? {
        var map: [ElementKey: Int] = [:]
        map.reserveCapacity(ends.newEnd - ends.start)
        for index in ends.start..<ends.newEnd {
            guard let key = elements[index].key else { continue }
            if map.updateValue(index, forKey: key) != nil { return nil }
        }
        guard !map.isEmpty else { return map }
        for index in 0..<ends.start where elements[index].key.map({ map[$0] != nil }) == true {
            return nil
        }
        for index in ends.newEnd..<elements.count
        where elements[index].key.map({ map[$0] != nil }) == true {
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
/// `elements[..<start]` match, as do `old[oldEnd...]` and `elements[newEnd...]`.
struct ChildrenEnds {
    var start = 0
    var oldEnd: Int
    var newEnd: Int

    @MainActor init(_ old: [Node], _ elements: [Element]) {
        oldEnd = old.count
        newEnd = elements.count
        let common = min(old.count, elements.count)
        while start < common && sameSlot(old[start], start, elements[start], start) {
            start += 1
        }
        while oldEnd > start && newEnd > start
            && sameSlot(old[oldEnd - 1], oldEnd - 1, elements[newEnd - 1], newEnd - 1)
        {
            oldEnd -= 1
            newEnd -= 1
        }
    }
}

/// Whether the child at `oldIndex` keeps its slot as the element at `newIndex`:
/// same identity, and the same key or (unkeyed) the same position.
@MainActor func sameSlot(_ child: Node, _ oldIndex: Int, _ element: Element, _ newIndex: Int)
    -> Bool
{
    child.matches(element) && (element.key != nil || oldIndex == newIndex)
}
