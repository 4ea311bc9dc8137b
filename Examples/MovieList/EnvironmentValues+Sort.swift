import GtkHooks

/// The key of the `sort` environment value.
///
/// SwiftUI's `@Entry` macro writes this for you; GtkHooks has no macros, so
/// the key is spelled out.
private enum SortKey: EnvironmentKey {
    static var defaultValue: Sort { Sort() }
}

extension EnvironmentValues {
    /// The sorting logic views read with `useEnvironment(\.sort)`.
    var sort: Sort {
        get { self[SortKey.self] }
        set { self[SortKey.self] = newValue }
    }
}
