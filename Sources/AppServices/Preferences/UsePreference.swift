import Hooks

/// A preference of the app as state: the stored value under `key`, else
/// `defaultValue`; writing the binding stores it (see `Preferences`), and
/// every component reading the same key re-renders.
///
/// Without preferences in the environment it is plain state.
///
/// ```swift
/// let showsDone = usePreference("showsDone", default: true)
/// Toggle("Show done", isOn: showsDone)
/// ```
@MainActor public func usePreference<Value: Codable & Equatable>(
    _ key: String, default defaultValue: Value
) -> Binding<Value> {
    let preferences = useEnvironment(\.preferences)
    let state = useState { preferences?.value(key, as: Value.self) ?? defaultValue }
    useLayoutEffect(.preserved(by: preferences.map(ObjectIdentifier.init))) {
        preferences?.observe { changed in
            guard changed == key, let preferences else { return }
            state.wrappedValue = preferences.value(key, as: Value.self) ?? defaultValue
        }
    }
    return Binding(
        get: { state.wrappedValue },
        set: { value in
            state.wrappedValue = value
            preferences?.set(value, for: key)
        })
}
