// Matching a node's children: by key when they have one, else by position.
// Common prefix and suffix are updated in place; the middle is matched through
// a key map, and the longest increasing subsequence of old positions stays put
// while every other matched child moves once (SEMANTICS K4, K7).

import Hooks

/// Where a child sits for matching: its explicit key, or its position.
private enum Slot: Hashable {
    case key(AnyHashable)
    case position(Int)

    init(_ element: Element, at position: Int) {
        self = element.key.map { .key($0) } ?? .position(position)
    }
}

extension Renderer {
    /// Reconciles `node.children` with `elements`; the children's host
    /// instances start at `offset` among `hostParent`'s.
    func reconcileChildren(
        of node: Node, with elements: [Element], hostParent: Node, offset: Int,
        environment: EnvironmentValues, generation: Int, modifiers: [any PrimitiveModifier]
    ) {
        let old = node.children
        var children: [Node] = []
        children.reserveCapacity(elements.count)
        var offset = offset
        func sameSlot(_ oldIndex: Int, _ newIndex: Int) -> Bool {
            old[oldIndex].matches(elements[newIndex])
                && (elements[newIndex].key != nil || oldIndex == newIndex)
        }
        func updateChild(_ child: Node, _ element: Element) {
            update(
                child, with: element, hostParent: hostParent, offset: offset,
                environment: environment, generation: generation, modifiers: modifiers)
            offset += child.hostCount
            children.append(child)
        }

        var start = 0
        while start < min(old.count, elements.count) && sameSlot(start, start) {
            updateChild(old[start], elements[start])
            start += 1
        }
        var oldEnd = old.count
        var newEnd = elements.count
        while oldEnd > start && newEnd > start && sameSlot(oldEnd - 1, newEnd - 1) {
            oldEnd -= 1
            newEnd -= 1
        }

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
        } else {
            let middle = reconcileMiddle(
                of: node, old: old[start..<oldEnd], new: elements[start..<newEnd],
                hostParent: hostParent, offset: &offset, environment: environment,
                generation: generation, modifiers: modifiers)
            children.append(contentsOf: middle)
        }

        for index in 0..<(old.count - oldEnd) {
            updateChild(old[oldEnd + index], elements[newEnd + index])
        }
        node.children = children
    }

    /// The general case: match by slot, remove the unmatched, update the
    /// matched in place, mount the new, then place them right to left.
    private func reconcileMiddle(
        of node: Node, old: ArraySlice<Node>, new: ArraySlice<Element>, hostParent: Node,
        offset: inout Int, environment: EnvironmentValues, generation: Int,
        modifiers: [any PrimitiveModifier]
    ) -> [Node] {
        let base = offset
        var newIndexBySlot: [Slot: Int] = [:]
        for index in new.indices { newIndexBySlot[Slot(new[index], at: index)] = index }

        // sources[j]: the old index of the child now at new position start + j, or -1.
        var sources = [Int](repeating: -1, count: new.count)
        var matched: [Node] = []
        var running = base
        for index in old.indices {
            let child = old[index]
            if let newIndex = newIndexBySlot[Slot(child.element, at: index)],
                child.matches(new[newIndex]), sources[newIndex - new.startIndex] < 0
            {
                sources[newIndex - new.startIndex] = index
                update(
                    child, with: new[newIndex], hostParent: hostParent, offset: running,
                    environment: environment, generation: generation, modifiers: modifiers)
                running += child.hostCount
                matched.append(child)
            } else {
                unmount(child, from: hostParent, at: running)
            }
        }

        var children: [Node] = []
        children.reserveCapacity(new.count)
        for (position, index) in new.indices.enumerated() {
            if sources[position] >= 0 {
                children.append(old[sources[position]])
            } else {
                children.append(
                    mount(
                        new[index], parent: node, environment: environment,
                        generation: generation, modifiers: modifiers))
            }
        }

        var physical: [Node] = []
        for child in matched { child.hostNodes(into: &physical) }
        let stays = longestIncreasingSubsequence(sources)
        var anchor: Node?
        for position in stride(from: children.count - 1, through: 0, by: -1) {
            var hosts: [Node] = []
            children[position].hostNodes(into: &hosts)
            if sources[position] < 0 {
                var at = anchor.flatMap { a in physical.firstIndex { $0 === a } } ?? physical.count
                for host in hosts {
                    operations.append(.insert(host, parent: hostParent, index: base + at))
                    physical.insert(host, at: at)
                    at += 1
                }
            } else if !stays[position] {
                var before = anchor
                for host in hosts.reversed() {
                    guard let from = physical.firstIndex(where: { $0 === host }) else { continue }
                    physical.remove(at: from)
                    let to =
                        before.flatMap { b in physical.firstIndex { $0 === b } } ?? physical.count
                    if from != to {
                        operations.append(
                            .move(host, parent: hostParent, from: base + from, to: base + to))
                    }
                    physical.insert(host, at: to)
                    before = host
                }
            }
            if let first = hosts.first { anchor = first }
        }
        offset = base + physical.count
        return children
    }

    /// Reports duplicate keys among siblings (SEMANTICS K8) and gives each
    /// repeat a key of its own, so every child still renders.
    func uniqueKeys(_ elements: [Element], in node: Node) -> [Element] {
        var seen = Set<AnyHashable>()
        var result = elements
        for (index, element) in elements.enumerated() {
            guard let key = element.key, !seen.insert(key).inserted else { continue }
            HookDiagnostics.report(
                "duplicate key \(key.base) among the children of \(node.componentName);"
                    + " keys must be unique among siblings")
            result[index].key = AnyHashable(DuplicateKey(key: key, position: index))
        }
        return result
    }
}

/// The key given to a repeated key, distinct from every user key.
private struct DuplicateKey: Hashable {
    let key: AnyHashable
    let position: Int
}
