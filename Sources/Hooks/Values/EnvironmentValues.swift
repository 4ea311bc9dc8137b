/// Values passed down the component tree, keyed by ``EnvironmentKey`` types.
///
/// Each write stores the value in a fresh box whose identity is its stamp, so a component
/// can tell which keys changed without the values being `Equatable` (SEMANTICS C3).
///
///     var environment = EnvironmentValues()
///     environment.colorScheme = .dark
///     let scheme = useEnvironment(\.colorScheme)
public struct EnvironmentValues {
    var entries: [ObjectIdentifier: EnvironmentEntry] = [:]
    /// Logs the keys read through this copy; set only on the copy hooks read during render.
    var readLog: EnvironmentReadLog?

    /// An environment where every key has its default value.
    public init() {}

    /// The value for `key`, or its default value when none was set.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            readLog?.keys.insert(id)
            guard let entry = entries[id] else { return K.defaultValue }
            return unsafeDowncast(entry, to: TypedEnvironmentEntry<K.Value>.self).value
        }
        set {
            entries[ObjectIdentifier(key)] = TypedEnvironmentEntry(newValue)
        }
    }

    /// The stamp of the value stored under a key: changes on every write.
    func stamp(of key: ObjectIdentifier) -> EnvironmentEntry? {
        entries[key]
    }
}

/// A stored environment value; its identity is the stamp of one write.
class EnvironmentEntry {}

private final class TypedEnvironmentEntry<Value>: EnvironmentEntry {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// The keys read during one render.
final class EnvironmentReadLog {
    var keys: Set<ObjectIdentifier> = []
}
