// The middle of a children list, between the common prefix and suffix: a swap
// of its two ends (row 2 with row 999) is two moves with the children between
// updated in place; anything else is matched through the key map, and children
// not on the longest increasing subsequence of old positions move once.

import Hooks

extension Renderer {
    /// Whether `new` is `old` with its first and last children swapped and
    /// every child between them (at least two, so that keeping them is the
    /// only way to move the fewest children) in its slot.
    func isSwap(_ old: ArraySlice<Node>, _ new: ArraySlice<Element>) -> Bool {
        guard old.count == new.count, old.count >= 4,
            new[new.startIndex].key != nil, new[new.endIndex - 1].key != nil,
            old[old.startIndex].matches(new[new.endIndex - 1]),
            old[old.endIndex - 1].matches(new[new.startIndex])
        else { return false }
        for index in (old.startIndex + 1)..<(old.endIndex - 1)
        where !sameSlot(old[index], index, new[index], index) {
            return false
        }
        return true
    }

    /// Updates the children of a swap (see `isSwap`) in place, then moves the
    /// host instances of the last old child to the front and of the first to the end.
    func reconcileSwap(
        old: ArraySlice<Node>, new: ArraySlice<Element>, hostParent: Node, offset: inout Int,
        environment: EnvironmentValues, generation: Int, modifiers: [any PrimitiveModifier]
    ) -> [Node] {
        let base = offset
        let first = old[old.startIndex]
        let last = old[old.endIndex - 1]
        var children: [Node] = []
        children.reserveCapacity(old.count)
        var running = base
        for index in old.indices {
            let child = old[index]
            let element =
                child === first
                ? new[new.endIndex - 1] : child === last ? new[new.startIndex] : new[index]
            update(
                child, with: element, hostParent: hostParent, offset: running,
                environment: environment, generation: generation, modifiers: modifiers)
            running += child.hostCount
        }
        children.append(last)
        children.append(contentsOf: old[(old.startIndex + 1)..<(old.endIndex - 1)])
        children.append(first)

        // Host layout from base: [first][between][last], to [last][between][first].
        let total = running - base
        var lastHosts: [Node] = []
        last.hostNodes(into: &lastHosts)
        var firstHosts: [Node] = []
        first.hostNodes(into: &firstHosts)
        let lastFrom = total - lastHosts.count
        for (index, host) in lastHosts.enumerated() {
            operations.append(
                .move(host, parent: hostParent, from: base + lastFrom + index, to: base + index))
        }
        for host in firstHosts {
            operations.append(
                .move(host, parent: hostParent, from: base + lastHosts.count, to: base + total - 1))
        }
        offset = running
        return children
    }

    /// The general case: match by key, or unkeyed by position.
    ///
    /// Removes the unmatched, updates the matched in place, mounts the new,
    /// then places them right to left. `keys` holds the index of each keyed
    /// element of `new`.
    func reconcileMiddle(
        of node: Node, old: ArraySlice<Node>, new: ArraySlice<Element>,
        keys: [ElementKey: Int], hostParent: Node, offset: inout Int,
        environment: EnvironmentValues, generation: Int, modifiers: [any PrimitiveModifier]
    ) -> [Node] {
        let base = offset
        func newIndex(of child: Node, at index: Int) -> Int? {
            if let key = child.element.key { return keys[key] }
            return new.indices.contains(index) && new[index].key == nil ? index : nil
        }

        // sources[j]: the old index of the child now at new position start + j, or -1.
        var sources = [Int](repeating: -1, count: new.count)
        var matched: [Node] = []
        matched.reserveCapacity(old.count)
        var running = base
        for index in old.indices {
            let child = old[index]
            if let newIndex = newIndex(of: child, at: index),
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
        physical.reserveCapacity(running - base)
        for child in matched { child.hostNodes(into: &physical) }
        let stays = longestIncreasingSubsequence(sources)
        var anchor: Node?
        var hosts: [Node] = []
        for position in stride(from: children.count - 1, through: 0, by: -1) {
            hosts.removeAll(keepingCapacity: true)
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
}
