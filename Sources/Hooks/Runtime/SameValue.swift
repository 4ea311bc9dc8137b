/// SameValue equality for S4 and ``HookUpdateStrategy``: floating-point values and optionals
/// of them treat NaN as equal to NaN and -0.0 as different from +0.0; other types use `==`.
func isSameValue<T: Equatable>(_ lhs: T, _ rhs: T) -> Bool {
    guard needsSameValue(T.self) else {
        return lhs == rhs
    }
    if let lhs = lhs as? any FloatingPoint {
        return isSameFloatingPoint(lhs, rhs)
    }
    if let lhs = lhs as? any OptionalValue, let rhs = rhs as? any OptionalValue {
        switch (lhs.wrappedAny, rhs.wrappedAny) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        case (let lhs?, let rhs?): return isSameAnyValue(lhs, rhs) ?? false
        }
    }
    return lhs == rhs
}

/// Whether `T` may hold floating-point values, for which SameValue differs from `==`.
///
/// A metatype check costs less than casting values, and most types are neither floating
/// point nor optional.
func needsSameValue<T>(_ type: T.Type) -> Bool {
    T.self is any FloatingPoint.Type || T.self is any OptionalValue.Type
}

/// SameValue of two values of unknown type; `nil` when they are not `Equatable`.
func isSameAnyValue(_ lhs: Any, _ rhs: Any) -> Bool? {
    guard let lhs = lhs as? any Equatable else { return nil }
    return isSameOpened(lhs, rhs)
}

private func isSameOpened<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? T else { return false }
    return isSameValue(lhs, rhs)
}

private func isSameFloatingPoint<F: FloatingPoint>(_ lhs: F, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? F else { return false }
    if lhs.isNaN && rhs.isNaN { return true }
    return lhs == rhs && lhs.sign == rhs.sign
}

/// Lets SameValue look inside an optional of unknown wrapped type.
private protocol OptionalValue {
    var wrappedAny: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var wrappedAny: Any? { self.map { $0 } }
}
