// The rows of a `ForEach` of memoized components. The app's content closure
// runs for every row in the parent's render, as before, but the views are
// kept unboxed in one array: a row whose view is the same as the one its node
// last rendered is kept without an element being made, boxed, or freed
// (React's memo with keys).

/// The rows of one `ForEach` pass, read by the diff one row at a time.
final class ForEachRows<Content: View>: RowSource {
    private let views: ContiguousArray<Content>
    private let keys: ContiguousArray<ElementKey>
    /// `==` on two `Content` values at two addresses, or nil when any two are
    /// the same (a type without stored properties).
    private let isEqual: ((UnsafeRawPointer, UnsafeRawPointer) -> Bool)?

    /// The rows `views` keyed by `keys` (one each), or nil when `Content` is
    /// not a memoized component: a widget, or a component that always renders.
    init?(views: ContiguousArray<Content>, keys: ContiguousArray<ElementKey>) {
        guard let sample = views.first else { return nil }
        let traits = ViewTraits.of(sample)
        guard case .component = traits.kind else { return nil }
        switch traits.sameness {
        case .never: return nil
        case .always: isEqual = nil
        case .equal(_, let at): isEqual = at
        }
        self.views = views
        self.keys = keys
    }

    override var count: Int { views.count }

    override func key(at index: Int) -> ElementKey? { keys[index] }

    override func matches(_ child: Node, at index: Int) -> Bool {
        guard child.element.type == ObjectIdentifier(Content.self) else {
            // Refresh/: only a refresh keeps a node across a change of type.
            return RefreshPass.current != nil && child.matches(element(at: index))
        }
        return child.kind == .component && child.element.key == keys[index]
    }

    override func element(at index: Int) -> Element {
        Element(kind: .component(views[index]), type: ObjectIdentifier(Content.self), key: keys[index])
    }

    override func update(_ child: Node, at index: Int, in renderer: Renderer, _ place: ChildPlace)
    {
        if place.modifiers.isEmpty, child.modifiers.isEmpty,
            case .component(let old) = child.element.kind, isSame(old, index)
        {
            renderer.skipRendering(child, place)
            return
        }
        renderer.update(
            child, with: element(at: index), hostParent: place.hostParent, offset: place.offset,
            environment: place.environment, generation: place.generation,
            modifiers: place.modifiers)
    }

    /// Whether `old`, the view a row last rendered, is a `Content` equal to the row at `index`.
    private func isSame<Old: View>(_ old: Old, _ index: Int) -> Bool {
        guard Old.self == Content.self else { return false }
        guard let isEqual else { return true }
        return withUnsafePointer(to: old) { old in
            views.withUnsafeBufferPointer { new in
                isEqual(UnsafeRawPointer(old), UnsafeRawPointer(new.baseAddress! + index))
            }
        }
    }
}
