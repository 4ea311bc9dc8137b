/// The light or dark appearance of a subtree.
///
///     let scheme = useEnvironment(\.colorScheme)
///     let background = scheme == .dark ? "black" : "white"
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// Dark text on light backgrounds.
    case light
    /// Light text on dark backgrounds.
    case dark
}

private struct ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { .light }
}

extension EnvironmentValues {
    /// The color scheme of the subtree; `.light` unless a host or an ancestor sets it.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}
