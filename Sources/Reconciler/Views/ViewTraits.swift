/// What the reconciler needs to know about a view type, worked out once per
/// type: dynamic casts to protocols are costly, most of all when they fail.
@MainActor struct ViewTraits {
    enum Kind {
        case builtin
        case primitive
        case component
    }

    /// When a component can skip rendering because its new value is the same.
    enum Sameness {
        /// Never: always re-render.
        case never
        /// Always: the type has no stored properties, so only hooks change it.
        case always
        /// When `==` says so.
        case equal((any View, any View) -> Bool)
    }

    let kind: Kind
    let sameness: Sameness
    /// Whether the type is a `VirtualizedView` (asked of every host widget a
    /// virtualizing host mounts or updates).
    let isVirtualized: Bool

    private static var byType: [ObjectIdentifier: ViewTraits] = [:]

    /// The traits of `V`, computed from `view` the first time.
    static func of<V: View>(_ view: V) -> ViewTraits {
        let id = ObjectIdentifier(V.self)
        if let traits = byType[id] { return traits }
        let kind: Kind
        if view is any BuiltinView {
            kind = .builtin
        } else if view is any PrimitiveView {
            kind = .primitive
        } else {
            kind = .component
        }
        let sameness: Sameness
        if let equatable = view as? any Equatable {
            sameness = .equal(equality(of: equatable))
        } else if MemoryLayout<V>.size == 0 {
            sameness = .always
        } else {
            sameness = .never
        }
        let traits = ViewTraits(
            kind: kind, sameness: sameness, isVirtualized: view is any VirtualizedView)
        byType[id] = traits
        return traits
    }

    /// The traits of the dynamic type of `view`.
    static func of(existential view: any View) -> ViewTraits { of(view) }
}

private func equality<T: Equatable>(of _: T) -> (any View, any View) -> Bool {
    { lhs, rhs in
        guard let lhs = lhs as? T, let rhs = rhs as? T else { return false }
        return lhs == rhs
    }
}

/// Whether a component can skip rendering: an equal `Equatable` value, or a
/// type with no stored properties (its output depends only on its hooks).
@MainActor func isSameView(_ old: any View, _ new: any View) -> Bool {
    switch ViewTraits.of(existential: new).sameness {
    case .never: false
    case .always: true
    case .equal(let isEqual): isEqual(old, new)
    }
}
