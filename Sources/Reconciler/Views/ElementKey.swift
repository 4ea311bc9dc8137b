/// An element's explicit key (from `ForEach` or `.id(_:)`).
///
/// `Int` and `String` keys, the usual ids, are kept as themselves, so matching
/// two keys is a plain comparison instead of `AnyHashable`'s dynamic dispatch
/// (about a thousand instructions per comparison of two `Int`s). Other types
/// keep `AnyHashable`'s meaning of equality.
struct ElementKey: Hashable {
    private enum Value: Hashable {
        case int(Int)
        case string(String)
        case other(AnyHashable)
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
                value = .other(any)
            }
        } else {
            value = .other(AnyHashable(id))
        }
    }

    /// The key as the app gave it, for diagnostics.
    var base: Any {
        switch value {
        case .int(let int): int
        case .string(let string): string
        case .other(let any): any.base
        }
    }
}
