/// React's context: a value provided to a subtree and read with `useContext`.
///
/// The type is its own environment key; the value is `nil` where no provider is above.
///
///     typealias ThemeContext = Context<Theme>
///     let theme = useContext(ThemeContext.self)
public enum Context<T>: EnvironmentKey {
    /// No value: no provider is above.
    public static var defaultValue: T? { nil }
}
