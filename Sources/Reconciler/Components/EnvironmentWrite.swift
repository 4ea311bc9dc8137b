import Hooks

/// A change of the environment for a subtree: which entry is written, the
/// value, and how to write it.
@usableFromInline @MainActor struct EnvironmentWrite {
    /// What is written (a key path or a key type), to compare writes.
    let target: AnyHashable
    let value: Any
    let apply: @MainActor (inout EnvironmentValues) -> Void

    /// Whether `other` writes an equal value to the same entry, so the
    /// environment below can be kept as it was (no reader re-renders).
    func writesSameValue(as other: EnvironmentWrite) -> Bool {
        target == other.target && areEqual(value, other.value)
    }
}

/// Whether two values are equal: only for `Equatable` values of the same type.
@MainActor func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    guard let lhs = lhs as? any Equatable else { return false }
    return isEqual(lhs, rhs)
}

private func isEqual<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? T else { return false }
    return lhs == rhs
}
