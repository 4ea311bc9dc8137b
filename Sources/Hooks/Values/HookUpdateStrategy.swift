/// When a hook with a strategy updates: on mount only, or when a dependency changed.
///
///     useEffect(.once) { print("mounted"); return nil }
///     useEffect(.preserved(by: userID)) { load(userID); return nil }
///     let sorted = useMemo(.preserved(by: items)) { items.sorted() }
///
/// Floating-point dependencies and optionals of them compare with SameValue (NaN equals NaN,
/// -0.0 differs from +0.0); other types use their `==`; a dependency of another type counts
/// as changed.
public struct HookUpdateStrategy {
    /// A type-erased dependency compared with SameValue.
    public struct Dependency: Equatable {
        /// `nil` for `.once`, which equals only itself and allocates nothing.
        @usableFromInline let box: DependencyBox?

        /// Wraps `value`.
        @inlinable
        public init<Value: Equatable>(_ value: Value) {
            box = TypedDependencyBox(value)
        }

        @usableFromInline
        init(box: DependencyBox?) {
            self.box = box
        }

        @usableFromInline static var once: Self { Self(box: nil) }

        /// SameValue of the wrapped values; `false` when their types differ.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.isSame(as: rhs, comparingWithSameValue: rhs.comparesWithSameValue)
        }

        /// The type of the wrapped value; `nil` for `.once`.
        @usableFromInline var valueType: ObjectIdentifier? { box?.valueType }

        /// Whether values of this type need SameValue rather than `==`; costs a conformance
        /// lookup, so the dispatcher caches it per slot.
        @usableFromInline var comparesWithSameValue: Bool { box?.comparesWithSameValue ?? false }

        /// Equality with the comparison already chosen for the value type.
        @usableFromInline
        func isSame(as other: Self, comparingWithSameValue: Bool) -> Bool {
            switch (box, other.box) {
            case (nil, nil): true
            case (let lhs?, let rhs?):
                lhs.isSame(as: rhs, comparingWithSameValue: comparingWithSameValue)
            default: false
            }
        }
    }

    /// The dependency compared between renders.
    public let dependency: Dependency

    /// Updates whenever `dependency` differs from the one of the last update.
    @inlinable
    public init(dependency: some Equatable) {
        self.dependency = Dependency(dependency)
    }

    /// Updates on mount only.
    @inlinable public static var once: Self { Self(onceDependency: .once) }

    @usableFromInline
    init(onceDependency: Dependency) {
        dependency = onceDependency
    }

    /// Updates whenever `value` differs from the one of the last update.
    @inlinable
    public static func preserved(by value: some Equatable) -> Self {
        Self(dependency: value)
    }
}

@usableFromInline
class DependencyBox {
    var valueType: ObjectIdentifier { ObjectIdentifier(DependencyBox.self) }
    var comparesWithSameValue: Bool { false }
    func isSame(as other: DependencyBox, comparingWithSameValue: Bool) -> Bool { false }
}

@usableFromInline
final class TypedDependencyBox<Value: Equatable>: DependencyBox {
    let value: Value

    @usableFromInline
    init(_ value: Value) {
        self.value = value
    }

    override var valueType: ObjectIdentifier { ObjectIdentifier(Value.self) }

    override var comparesWithSameValue: Bool { needsSameValue(Value.self) }

    override func isSame(as other: DependencyBox, comparingWithSameValue: Bool) -> Bool {
        // Exact class match: a dependency of another type (Int vs Int?) counts as changed.
        guard type(of: other) == type(of: self) else { return false }
        let otherValue = unsafeDowncast(other, to: Self.self).value
        return comparingWithSameValue ? isSameValue(value, otherValue) : value == otherValue
    }
}
