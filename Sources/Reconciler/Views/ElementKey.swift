/// An element's explicit key (from `ForEach` or `.id(_:)`).
///
/// `Int` keys and short ASCII strings, the usual ids, are kept in place, and
/// longer strings in a box of their own, so matching two keys is a plain
/// comparison instead of `AnyHashable`'s dynamic dispatch (about a thousand
/// instructions per comparison of two `Int`s). Other types keep
/// `AnyHashable`'s meaning of equality, boxed once in a class. Copying any key
/// (the diff copies keys of every row) is at most one retain.
@usableFromInline struct ElementKey: Hashable {
    // Two words, a number and a reference, not an enum of the three kinds:
    // the diff copies and destroys an optional key with every element, and
    // an enum with a `String` case is copied through its value witnesses
    // (about a hundred instructions each time, mostly for absent keys).
    // `object` is nil for an `Int` key, `ShortString.tag` when `bits` holds
    // a short ASCII string, else a `StringKey` or an `OtherKey`.
    private let bits: Int
    private let object: AnyObject?

    private init(bits: Int, object: AnyObject?) {
        self.bits = bits
        self.object = object
    }

    private init(int: Int) { self.init(bits: int, object: nil) }

    private init(string: String) {
        if let packed = ShortString.pack(string) {
            self.init(bits: packed, object: ShortString.tag)
        } else {
            self.init(bits: 0, object: StringKey(string))
        }
    }

    init<ID: Hashable>(_ id: ID) {
        if ID.self == Int.self {
            self.init(int: unsafeBitCast(id, to: Int.self))
        } else if ID.self == String.self {
            let string = id as! String
            self.init(string: string)
        } else if ID.self == AnyHashable.self {
            let any = AnyHashable(id)
            if let int = any.base as? Int {
                self.init(int: int)
            } else if let string = any.base as? String {
                self.init(string: string)
            } else {
                self.init(bits: 0, object: OtherKey(any))
            }
        } else {
            self.init(bits: 0, object: OtherKey(AnyHashable(id)))
        }
    }

    init<ID: Hashable>(at address: UnsafeRawPointer, as _: ID.Type) {
        if ID.self == Int.self {
            self.init(int: address.load(as: Int.self))
        } else if ID.self == String.self {
            self.init(string: address.load(as: String.self))
        } else {
            self.init(address.assumingMemoryBound(to: ID.self).pointee)
        }
    }

    var base: Any { hashable.base }

    /// The key as `AnyHashable`: how two keys of different forms compare.
    private var hashable: AnyHashable {
        guard let object else { return AnyHashable(bits) }
        if object === ShortString.tag { return AnyHashable(ShortString.unpack(bits)) }
        if let string = object as? StringKey { return AnyHashable(string.value) }
        return unsafeDowncast(object, to: OtherKey.self).value
    }

    @usableFromInline static func == (lhs: ElementKey, rhs: ElementKey) -> Bool {
        if lhs.object === rhs.object, lhs.object === ShortString.tag || lhs.object == nil {
            return lhs.bits == rhs.bits
        }
        if let left = lhs.object as? StringKey, let right = rhs.object as? StringKey {
            return left.value == right.value
        }
        // An `Int` key equals only an `Int` key; strings and other types
        // compare as `AnyHashable` does (a packed string with a longer one,
        // or with one equal to it under Unicode's canonical equivalence).
        guard lhs.object != nil, rhs.object != nil else { return false }
        return lhs.hashable == rhs.hashable
    }

    @usableFromInline func hash(into hasher: inout Hasher) {
        // A string hashes as the `String` in every form, and another type as
        // its `AnyHashable` (which hashes as its base): equal keys of
        // different forms hash alike.
        guard let object else { return hasher.combine(bits) }
        if object === ShortString.tag {
            hasher.combine(ShortString.unpack(bits))
        } else if let string = object as? StringKey {
            hasher.combine(string.value)
        } else {
            hasher.combine(unsafeDowncast(object, to: OtherKey.self).value)
        }
    }
}

/// ASCII strings of up to 8 bytes kept in a key's number (in ASCII, two
/// strings are equal only when their bytes are).
private enum ShortString {
    final class Tag: Sendable {}

    /// Marks a key whose number holds a short string.
    static let tag = Tag()

    static func pack(_ string: String) -> Int? {
        var string = string
        return string.withUTF8 { bytes -> Int? in
            guard bytes.count <= 8 else { return nil }
            var packed: UInt64 = 0
            for (index, byte) in bytes.enumerated() {
                guard byte != 0, byte < 0x80 else { return nil }
                packed |= UInt64(byte) << (8 * UInt64(index))
            }
            return Int(bitPattern: UInt(packed))
        }
    }

    static func unpack(_ bits: Int) -> String {
        let packed = UInt64(UInt(bitPattern: bits))
        let count = (64 - packed.leadingZeroBitCount + 7) / 8
        return String(unsafeUninitializedCapacity: count) { buffer in
            for index in 0..<count {
                buffer[index] = UInt8(truncatingIfNeeded: packed >> (8 * index))
            }
            return count
        }
    }
}

/// A string key longer than a `ShortString`.
private final class StringKey {
    let value: String

    init(_ value: String) { self.value = value }
}

private final class OtherKey: Hashable {
    let value: AnyHashable

    init(_ value: AnyHashable) { self.value = value }

    static func == (lhs: OtherKey, rhs: OtherKey) -> Bool { lhs.value == rhs.value }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
