// The middle of a children list, between the common prefix and suffix: a swap
// of its two ends (row 2 with row 999) is two moves with the children between
// updated in place; anything else is matched through the key map, and children
// not on the longest increasing subsequence of old positions move once.

import Hooks

extension Renderer {
    /// Whether the middle of `new` (see `ChildrenEnds`) is the middle of `old`
    /// with its first and last children swapped and every child between them
    /// (at least two, so that keeping them is the only way to move the fewest
    /// children) in its slot.
    func isSwap<Children: ChildList>(_ old: [Node], _ new: Children, _ ends: ChildrenEnds)
        -> Bool
    {
        let (start, oldLast, newLast) = (ends.start, ends.oldEnd - 1, ends.newEnd - 1)
        guard oldLast == newLast, oldLast - start >= 3,
            new.key(at: start) != nil, new.key(at: newLast) != nil,
            new.matches(old[start], at: newLast), new.matches(old[oldLast], at: start)
        else { return false }
        return new.keepSlots(old, in: (start + 1)..<oldLast)
    }

    /// Updates the children of a swap (see `isSwap`) in place, then moves the
    /// host instances of the last old child to the front and of the first to the end.
    func reconcileSwap<Children: ChildList>(
        old: [Node], new: Children, _ ends: ChildrenEnds, _ place: inout ChildPlace
    ) -> [Node] {
        let (start, last) = (ends.start, ends.oldEnd - 1)
        let base = place.offset
        new.update(old[start], at: last, from: start, in: self, place)
        place.offset += old[start].hostCount
        new.updateKept(
            old, from: start + 1, to: start + 1, count: last - start - 1, in: self, &place)
        new.update(old[last], at: start, from: last, in: self, place)
        place.offset += old[last].hostCount
        var children: [Node] = []
        children.reserveCapacity(last - start + 1)
        children.append(old[last])
        children.append(contentsOf: old[(start + 1)..<last])
        children.append(old[start])

        // Host layout from base: [first][between][last], to [last][between][first].
        let total = place.offset - base
        let hostParent = place.hostParent
        var lastHosts: [Node] = []
        old[last].hostNodes(into: &lastHosts)
        var firstHosts: [Node] = []
        old[start].hostNodes(into: &firstHosts)
        let lastFrom = total - lastHosts.count
        for (index, host) in lastHosts.enumerated() {
            operations.append(
                .move(host, parent: hostParent, from: base + lastFrom + index, to: base + index))
        }
        for host in firstHosts {
            operations.append(
                .move(host, parent: hostParent, from: base + lastHosts.count, to: base + total - 1))
        }
        return children
    }

    /// The general case: match by key, or unkeyed by position.
    ///
    /// Removes the unmatched, updates the matched in place, mounts the new,
    /// then places them right to left. `keys` holds the index of each keyed
    /// child of the middle of `new`.
    func reconcileMiddle<Children: ChildList>(
        of node: Node, old: [Node], new: Children, _ ends: ChildrenEnds,
        keys: [ElementKey: Int], _ place: inout ChildPlace
    ) -> [Node] {
        let (start, oldEnd, newEnd) = (ends.start, ends.oldEnd, ends.newEnd)
        let base = place.offset
        func newIndex(of child: Node, at index: Int) -> Int? {
            if let key = child.element.key { return keys[key] }
            return index < newEnd && new.key(at: index) == nil ? index : nil
        }

        // sources[j]: the old index of the child now at new position start + j, or -1.
        var sources = [Int](repeating: -1, count: newEnd - start)
        // ranks[i]: where the host instances of the matched old child at
        // start + i begin among those of every matched child, in old order.
        var ranks = [Int](repeating: 0, count: oldEnd - start)
        for index in start..<oldEnd {
            let child = old[index]
            if let newIndex = newIndex(of: child, at: index),
                new.matches(child, at: newIndex), sources[newIndex - start] < 0
            {
                sources[newIndex - start] = index
                ranks[index - start] = place.offset - base
                new.update(child, at: newIndex, from: index, in: self, place)
                place.offset += child.hostCount
            } else {
                unmount(child, from: place.hostParent, at: place.offset)
            }
        }

        var children: [Node] = []
        children.reserveCapacity(newEnd - start)
        for (position, index) in (start..<newEnd).enumerated() {
            if sources[position] >= 0 {
                children.append(old[sources[position]])
            } else {
                children.append(mount(new.element(at: index), parent: node, context: place.context))
            }
        }
        var placement = Placement(matchedHosts: place.offset - base, in: place.hostParent, at: base)
        let stays = longestIncreasingSubsequence(sources)
        for position in stride(from: children.count - 1, through: 0, by: -1) {
            let source = sources[position]
            if source < 0 {
                placement.insert(children[position], &operations)
            } else if stays[position] {
                placement.stay(at: ranks[source - start])
            } else {
                placement.move(children[position], from: ranks[source - start], &operations)
            }
        }
        place.offset = base + placement.hostCount
        return children
    }
}
