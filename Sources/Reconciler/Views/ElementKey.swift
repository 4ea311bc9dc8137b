/// An element's explicit key (from `ForEach` or `.id(_:)`).
///
/// `Int` and `String` keys, the usual ids, are kept as themselves, so matching
/// two keys is a plain comparison instead of `AnyHashable`'s dynamic dispatch
/// (about a thousand instructions per comparison of two `Int`s). Other types
/// keep `AnyHashable`'s meaning of equality, boxed once in a class, so copying
/// any key (the diff copies keys of every row) is at most one retain rather
/// than a call through `AnyHashable`'s value witnesses.
@usableFromInline struct ElementKey: Hashable {
    private enum Value: Hashable {
        case int(Int)
        case string(String)
        case other(OtherKey)
    }

    private let value: Value

    /// The key of `id`; an `AnyHashable` holding an `Int` or `String` is unwrapped
    /// so it equals the same id given directly.
    init<ID: Hashable>(_ id: ID) {
        if ID.self == Int.self {
            value = .int(unsafeBitCast(id, to: Int.self))
        } else if ID.self == String.self {
            value = .string(id as! String)
        } else if ID.self == AnyHashable.self {
            let any = AnyHashable(id)
            if let int = any.base as? Int {
                value = .int(int)
            } else if let string = any.base as? String {
                value = .string(string)
            } else {
                value = .other(OtherKey(any))
            }
        } else {
            value = .other(OtherKey(AnyHashable(id)))
        }
    }

    /// The key of the `ID` at `address`, read without a copy of a generic value
    /// for the usual `Int` and `String` ids.
    init<ID: Hashable>(at address: UnsafeRawPointer, as _: ID.Type) {
        if ID.self == Int.self {
            self.init(address.load(as: Int.self))
        } else if ID.self == String.self {
            self.init(address.load(as: String.self))
        } else {
            self.init(address.assumingMemoryBound(to: ID.self).pointee)
        }
    }

    /// The key as the app gave it, for diagnostics.
    var base: Any {
        switch value {
        case .int(let int): int
        case .string(let string): string
        case .other(let other): other.value.base
        }
    }
}

/// A key of a type other than `Int` and `String`, compared as `AnyHashable`.
private final class OtherKey: Hashable {
    let value: AnyHashable

    init(_ value: AnyHashable) { self.value = value }

    static func == (lhs: OtherKey, rhs: OtherKey) -> Bool { lhs.value == rhs.value }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
