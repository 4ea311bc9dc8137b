/// A read-write handle to a value owned elsewhere, such as the state of `useState`.
///
/// A `Binding` is `Sendable` and its accessors are nonisolated, so a `@Sendable` callback
/// (a `Timer` block, say) may capture it; every access checks at run time that it happens
/// on the main actor. From another task, use `await MainActor.run { binding.wrappedValue = x }`.
///
///     let count = useState(0)
///     count.wrappedValue += 1
///     let title = todo.title  // Binding<String>, projected from a Binding<Todo>
@dynamicMemberLookup
public struct Binding<Value>: Sendable {
    private let getValue: MainActorChecked<Void, Value>
    private let setValue: MainActorChecked<Value, Void>

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        getValue = MainActorChecked({ _ in get() }, message: Self.offMainActor)
        setValue = MainActorChecked(set, message: Self.offMainActor)
    }

    private init(
        checkedGet: MainActorChecked<Void, Value>,
        checkedSet: MainActorChecked<Value, Void>
    ) {
        getValue = checkedGet
        setValue = checkedSet
    }

    /// The value; setting it writes through to the owner.
    public var wrappedValue: Value {
        get { getValue(()) }
        nonmutating set { setValue(newValue) }
    }

    /// A binding that always reads `value` and ignores writes.
    ///
    ///     Toggle(isOn: .constant(true))
    public static func constant(_ value: Value) -> Self {
        Self(
            checkedGet: MainActorChecked(plain: { _ in value }, message: offMainActor),
            checkedSet: MainActorChecked(plain: { _ in }, message: offMainActor))
    }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
        -> Binding<Subject>
    {
        let whole = self
        return Binding<Subject>(
            checkedGet: MainActorChecked(
                plain: { _ in whole.wrappedValue[keyPath: keyPath] },
                message: Binding<Subject>.offMainActor),
            checkedSet: MainActorChecked(
                plain: { newValue in
                    var value = whole.wrappedValue
                    value[keyPath: keyPath] = newValue
                    whole.wrappedValue = value
                },
                message: Binding<Subject>.offMainActor))
    }

    private static func offMainActor() -> String {
        "A Binding<\(Value.self)> was used off the main actor. Hook state lives on the main "
            + "actor; from another task write it with `await MainActor.run { ... }`."
    }
}
