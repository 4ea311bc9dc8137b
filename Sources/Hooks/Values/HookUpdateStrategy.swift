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
        private let value: Any
        private let isSame: (Any) -> Bool

        /// Wraps `value`.
        public init<Value: Equatable>(_ value: Value) {
            self.value = value
            self.isSame = { other in
                // `as?` would wrap or unwrap optionals; a dependency of another type differs.
                guard type(of: other) == Value.self, let other = other as? Value else {
                    return false
                }
                return isSameValue(value, other)
            }
        }

        /// SameValue of the wrapped values; `false` when their types differ.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.isSame(rhs.value)
        }
    }

    /// The dependency compared between renders.
    public let dependency: Dependency

    /// Updates whenever `dependency` differs from the one of the last update.
    public init(dependency: some Equatable) {
        self.dependency = Dependency(dependency)
    }

    /// Updates on mount only.
    public static var once: Self { Self(dependency: OnceDependency()) }

    /// Updates whenever `value` differs from the one of the last update.
    public static func preserved(by value: some Equatable) -> Self {
        Self(dependency: value)
    }
}

private struct OnceDependency: Equatable {}
