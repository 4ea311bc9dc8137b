/// A view whose `hookBody` may call hooks: its body is a `HookScope`.
///
/// ```swift
/// struct Example: HookView {
///     var hookBody: some View {
///         let time = useTimer(interval: 1)
///         Text("Now: \(time)")
///     }
/// }
/// ```
public protocol HookView: View where Body == HookScope {
    /// The type of view the hook body builds.
    associatedtype HookBody: View

    /// The content of this view, built inside its own hook scope.
    @ViewBuilder var hookBody: HookBody { get }
}

extension HookView {
    /// The hook body, wrapped in a scope named after this type.
    public var body: HookScope {
        HookScope(owner: Self.self) { hookBody }
    }
}
