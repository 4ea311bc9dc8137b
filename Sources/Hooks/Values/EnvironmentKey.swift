/// A key of ``EnvironmentValues``: its type is the key, with a default value.
///
///     struct SortOrderKey: EnvironmentKey {
///         static var defaultValue: SortOrder { .ascending }
///     }
///
///     extension EnvironmentValues {
///         var sortOrder: SortOrder {
///             get { self[SortOrderKey.self] }
///             set { self[SortOrderKey.self] = newValue }
///         }
///     }
public protocol EnvironmentKey: SendableMetatype {
    /// The type of the value stored under this key.
    associatedtype Value
    /// The value read where no ancestor set one.
    static var defaultValue: Value { get }
}
