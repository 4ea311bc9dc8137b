/// The value of the nearest `Context<T>.Provider` above the component.
///
///     typealias ColorSchemeContext = Context<Binding<ColorScheme>>
///     let colorScheme = useContext(ColorSchemeContext.self)
///     colorScheme.wrappedValue = .dark
///
/// Without a provider above, it stops with a message naming `Context<T>` and the component.
///
/// `fileID` and `line` name this call across hot reloads (``HookCallSite``): leave them
/// to their defaults.
@MainActor
@inlinable
public func useContext<T>(
    _ context: Context<T>.Type, fileID: StaticString = #fileID, line: UInt = #line
) -> T {
    HookDispatcher.rendering("useContext").use(
        ContextHook<T>(), kind: "useContext", site: HookCallSite(fileID: fileID, line: line))
}

@usableFromInline
struct ContextHook<T>: Hook {
    @usableFromInline
    init() {}

    /// Nothing to update: the value is read from the environment on every render.
    @inlinable
    var updateStrategy: HookUpdateStrategy? { .once }

    @inlinable
    func value(coordinator: Coordinator) -> T {
        guard let value = coordinator.environment[Context<T>.self] else {
            missingProvider(in: coordinator.componentName)
        }
        return value
    }

    @usableFromInline
    func missingProvider(in componentName: String) -> Never {
        let context = String(describing: Context<T>.self)
        fatalError(
            "useContext(\(context).self) in \(componentName) found no "
                + "\(context).Provider above it; wrap the component in "
                + "\(context).Provider(value:) { ... }")
    }
}
