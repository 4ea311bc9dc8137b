/// A map from types to values, for lookups made for every widget.
///
/// A type's identity is hashed with one multiplication, where a `Dictionary`
/// of `ObjectIdentifier` runs the standard hasher. For the modules of this
/// package (the modifiers here, GtkHost's adapters), inlinable so that
/// each compiles it for its own values.
///
/// Open addressing with linear probing in a table that doubles when half full.
/// Toolkit SPI: public so that other modules specialize it (see `ExactType`).
@_spi(Toolkit) public struct TypeMap<Value> {
    @usableFromInline var keys: [UInt]
    @usableFromInline var values: [Value?]
    @usableFromInline var storedCount = 0

    /// The number of types in the map.
    @inlinable public var count: Int { storedCount }

    /// An empty map.
    @inlinable public init() {
        keys = Array(repeating: 0, count: 32)
        values = Array(repeating: nil, count: 32)
    }

    /// The value stored for `type`, or nil.
    @inlinable public subscript(type: ObjectIdentifier) -> Value? {
        get {
            let key = UInt(bitPattern: type)
            let mask = keys.count - 1
            var slot = Self.slot(of: key, mask)
            while keys[slot] != 0 {
                if keys[slot] == key { return values[slot] }
                slot = (slot + 1) & mask
            }
            return nil
        }
        set {
            guard let newValue else {
                preconditionFailure("TypeMap keeps a value once set")
            }
            if (storedCount + 1) * 2 > keys.count { grow() }
            insert(UInt(bitPattern: type), newValue)
        }
    }

    // A multiplicative hash: type metadata addresses are aligned, so their
    // low bits alone would crowd a few slots.
    @inlinable static func slot(of key: UInt, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    @inlinable mutating func insert(_ key: UInt, _ value: Value) {
        let mask = keys.count - 1
        var slot = Self.slot(of: key, mask)
        while keys[slot] != 0 && keys[slot] != key { slot = (slot + 1) & mask }
        if keys[slot] == 0 { storedCount += 1 }
        keys[slot] = key
        values[slot] = value
    }

    @inlinable mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        keys = Array(repeating: 0, count: oldKeys.count * 2)
        values = Array(repeating: nil, count: oldKeys.count * 2)
        storedCount = 0
        for (key, value) in zip(oldKeys, oldValues) where key != 0 {
            if let value { insert(key, value) }
        }
    }
}
