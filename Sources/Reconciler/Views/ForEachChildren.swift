// The children of a `ForEach`. The app's content closure runs for every
// child in the parent's render, as before, but the views stay unboxed in one
// block of memory: for memoized components, a child whose view is the same as
// before is kept without an element being made, boxed, or freed (React's memo
// with keys). When every child keeps its slot, each view is compared with the one at
// the same index of the previous pass, as React compares with the previous
// element's props; otherwise with the view its node last rendered. The code
// here is generic over the app's types and runs unspecialized, so it keeps to
// plain pointer reads: no collection iterators, closures or generic metadata
// per child.

/// The children of one `ForEach` pass, read by the diff one child at a time.
final class ForEachChildren<Content: View>: LazyGroup, ChildList {
    /// Whether the nodes reconciled with these children took keys other than
    /// the children's own: repeated keys were renamed (SEMANTICS K8).
    private var renamedKeys = false
    /// The refresh pass in progress while these children are reconciled in one,
    /// else nil (see `Node.matches`).
    private var refresh: RefreshPass?
    private let views: ChildViews<Content>
    /// The key of each child, in the same block as the views.
    private let keys: UnsafeMutablePointer<ElementKey>
    /// The block holding views and keys, from `ForEachBlocks`.
    private let block: (block: UnsafeMutableRawPointer, byteCount: Int)
    /// How an unchanged child is told: by `==` on two `Content` values at two
    /// addresses, by type alone (no stored properties), or not at all (the
    /// children are widgets or components that always render).
    private let sameness: Sameness
    /// The children of the pass before, while these are reconciled (see `follow`).
    private var previous: ForEachChildren<Content>?

    private enum Sameness {
        case never
        case always
        case equal((UnsafeRawPointer, UnsafeRawPointer) -> Bool)
    }

    /// The children of `items`: `content` and the key at `id` of each, in order.
    init<Item, ID: Hashable>(
        _ items: UnsafeBufferPointer<Item>, id: KeyPath<Item, ID>, content: (Item) -> Content
    ) {
        let count = items.count
        let keysOffset = Self.keysOffset(count)
        let byteCount = keysOffset + count * MemoryLayout<ElementKey>.stride
        block = ForEachBlocks.take(
            byteCount: byteCount, valueAlignment: MemoryLayout<Content>.alignment)
        let views = block.block.bindMemory(to: Content.self, capacity: count)
        keys = (block.block + keysOffset).bindMemory(to: ElementKey.self, capacity: count)
        // A key path to a stored property is read at its offset: applying
        // the key path to every item costs hundreds of instructions each.
        let offset = MemoryLayout<Item>.offset(of: id)
        let itemAt = UnsafeMutablePointer(mutating: items.baseAddress)
        for index in 0..<count {
            (views + index).initialize(to: call(content, with: &itemAt.unsafelyUnwrapped[index]))
            if let offset, let base = items.baseAddress {
                (keys + index).initialize(
                    to: ElementKey(at: UnsafeRawPointer(base + index) + offset, as: ID.self))
            } else {
                (keys + index).initialize(to: ElementKey(items[index][keyPath: id]))
            }
        }
        self.views = ChildViews(base: views, count: count)
        sameness = items.isEmpty ? .never : Self.sameness(of: views.pointee)
    }

    isolated deinit {
        views.base.deinitialize(count: views.count)
        keys.deinitialize(count: views.count)
        ForEachBlocks.give(
            block.block, byteCount: block.byteCount,
            valueAlignment: MemoryLayout<Content>.alignment)
    }

    /// Where the keys start in a block of `count` children: after the views.
    private static func keysOffset(_ count: Int) -> Int {
        let end = count * MemoryLayout<Content>.stride
        let alignment = MemoryLayout<ElementKey>.alignment
        return (end + alignment - 1) / alignment * alignment
    }

    private static func sameness(of sample: Content) -> Sameness {
        let traits = ViewTraits.of(sample)
        guard traits.isComponent else { return .never }
        switch traits.sameness {
        case .never: return .never
        case .always: return .always
        case .equal(_, let at): return .equal(at)
        }
    }

    /// Whether the diff may keep a child without making its element: the
    /// children are components that skip rendering when their value is the same.
    var isMemoized: Bool {
        if case .never = sameness { return false }
        return true
    }

    override var count: Int { views.count }

    override func keysWereRenamed() { renamedKeys = true }

    func key(at index: Int) -> ElementKey? { keys[index] }

    func matches(_ child: Node, at index: Int) -> Bool {
        guard child.element.type == ObjectIdentifier(Content.self) else {
            // Refresh/: only a refresh keeps a node across a change of type.
            return refresh != nil && child.matches(element(at: index), in: refresh)
        }
        return child.kind == .component && child.element.key == keys[index]
    }

    override func element(at index: Int) -> Element {
        if isMemoized {
            return Element(
                kind: .component(views.base[index]), type: ObjectIdentifier(Content.self),
                key: keys[index])
        }
        var element = Element(views.base[index])
        element.key = keys[index]
        return element
    }

    /// Reconciles the node's children with these, following `previous` (see
    /// `follow`) while they are.
    override func reconcile(
        _ node: Node, following previous: LazyGroup?, in renderer: Renderer, _ place: ChildPlace
    ) {
        if let previous { follow(previous, children: node.children) }
        refresh = renderer.refresh
        defer {
            self.previous = nil
            refresh = nil
        }
        renderer.reconcileChildren(of: node, with: self, place, checksKeys: true)
    }

    /// Keeps `previous` to compare children with while they are reconciled,
    /// when `children` are its children, in order: the same `Content` and no key
    /// renamed.
    private func follow(_ previous: LazyGroup, children: [Node]) {
        guard let previous = previous as? ForEachChildren<Content>, !previous.renamedKeys,
            previous.views.count == children.count, children.allOf(type: Content.self)
        else { return }
        self.previous = previous
    }

    func update(
        _ child: Node, at index: Int, from oldIndex: Int, in renderer: Renderer,
        _ place: ChildPlace
    ) {
        if place.context.modifiers.isEmpty, child.context.modifiers.isEmpty,
            isSame(child, from: oldIndex, as: index)
        {
            renderer.skipRendering(child, place)
            return
        }
        renderer.update(child, with: element(at: index), place)
    }

    /// Whether the child at `index` is the same as `child`, which was the child
    /// at `oldIndex`: compared with that child's view in the group followed (as
    /// React's memo compares with the previous element's props), else with
    /// the view the child last rendered.
    private func isSame(_ child: Node, from oldIndex: Int, as index: Int) -> Bool {
        switch sameness {
        case .never: return false
        case .always: return child.element.type == ObjectIdentifier(Content.self)
        case .equal(let isEqual):
            if let previous {
                return areEqual(
                    UnsafeRawPointer(previous.views.base + oldIndex),
                    UnsafeRawPointer(views.base + index), isEqual)
            }
            guard case .component(let old) = child.element.kind else { return false }
            return isSame(old, at: index, isEqual)
        }
    }

    /// The children that keep their slot at both ends, told by comparing keys
    /// with the group followed (whose children the mounted nodes are, in order).
    func keptEnds(of old: [Node]) -> ChildrenEnds? {
        guard let previous else { return nil }
        let (newCount, oldCount) = (views.count, previous.views.count)
        var ends = ChildrenEnds(start: 0, oldEnd: oldCount, newEnd: newCount)
        let common = min(oldCount, newCount)
        while ends.start < common && keys[ends.start] == previous.keys[ends.start] {
            ends.start += 1
        }
        while ends.oldEnd > ends.start && ends.newEnd > ends.start
            && keys[ends.newEnd - 1] == previous.keys[ends.oldEnd - 1]
        {
            ends.oldEnd -= 1
            ends.newEnd -= 1
        }
        return ends
    }

    func keepSlots(_ old: [Node], in range: Range<Int>) -> Bool {
        guard let previous else { return keepSlotsAskingEach(self, old, in: range) }
        for index in range where keys[index] != previous.keys[index] { return false }
        return true
    }

    /// Updates a run of children that keep their slots, each compared with its
    /// view in the group followed, so no view is read back out of a node.
    func updateKept(
        _ old: [Node], from oldStart: Int, to newStart: Int, count: Int, in renderer: Renderer,
        _ place: inout ChildPlace
    ) {
        guard let previous else {
            return updateKeptOneByOne(
                self, old, from: oldStart, to: newStart, count: count, renderer, &place)
        }
        // The closure is read once, and not as an optional: a switch per child,
        // or an optional bound per child, would copy it (a retain and a
        // release per child).
        let compares: Bool
        let isEqual: (UnsafeRawPointer, UnsafeRawPointer) -> Bool
        switch sameness {
        case .never, .always: (compares, isEqual) = (false, { _, _ in false })
        case .equal(let equal): (compares, isEqual) = (true, equal)
        }
        let mayKeep = place.context.modifiers.isEmpty && isMemoized
        let stride = MemoryLayout<Content>.stride
        let oldViews = UnsafeRawPointer(previous.views.base) + oldStart * stride
        let newViews = UnsafeRawPointer(views.base) + newStart * stride
        for step in 0..<count {
            // `old` holds every child for the whole loop.
            unowned(unsafe) let child = old[oldStart + step]
            let offset = step * stride
            var keeps = mayKeep && child.context.modifiers.isEmpty
            var differs = false
            if keeps && compares {
                keeps = areEqual(oldViews + offset, newViews + offset, isEqual)
                differs = !keeps
            }
            if keeps {
                renderer.skipRendering(child, place)
            } else {
                renderer.update(child, with: element(at: newStart + step), place, differs: differs)
            }
            place.offset += child.hostCount
        }
    }

    /// Whether `old`, the view a child last rendered, is a `Content` equal to the child at `index`.
    private func isSame<Old: View>(
        _ old: Old, at index: Int, _ isEqual: (UnsafeRawPointer, UnsafeRawPointer) -> Bool
    ) -> Bool {
        guard Old.self == Content.self else { return false }
        return areEqual(old, views.base + index, isEqual)
    }
}

extension [Node] {
    /// Whether every node's element is of type `type`.
    @MainActor fileprivate func allOf<T>(type: T.Type) -> Bool {
        let type = ObjectIdentifier(T.self)
        for node in self where node.element.type != type { return false }
        return true
    }
}

/// The views of one pass, in memory the children own.
///
/// Sendable only so that the deinitializer may free it; it is read and
/// written on the main actor alone.
private struct ChildViews<Content>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Content>
    let count: Int
}

/// `content` of `item`, reached as `inout` so that unspecialized code passes
/// it where it is instead of copying it first; `item` is not changed.
private func call<Item, Content>(_ content: (Item) -> Content, with item: inout Item) -> Content {
    content(item)
}

/// `isEqual` on the values at `old` and `new`, without isolation checks.
private nonisolated func areEqual(
    _ old: UnsafeRawPointer, _ new: UnsafeRawPointer,
    _ isEqual: (UnsafeRawPointer, UnsafeRawPointer) -> Bool
) -> Bool {
    isEqual(old, new)
}

/// `isEqual` on `old` and the value at `new`, without isolation checks.
private nonisolated func areEqual<Old, Content>(
    _ old: Old, _ new: UnsafePointer<Content>,
    _ isEqual: (UnsafeRawPointer, UnsafeRawPointer) -> Bool
) -> Bool {
    withUnsafePointer(to: old) { isEqual(UnsafeRawPointer($0), UnsafeRawPointer(new)) }
}
