import Hooks

extension Context {
    /// Provides `value` to every `useContext(Context<T>.self)` and `Consumer` below.
    ///
    /// Like the seed, the content renders lazily in the provider's own hook
    /// scope, so `useContext` in the content closure already sees the value.
    /// A new value re-renders only the components that read it (SEMANTICS C2).
    ///
    /// ```swift
    /// ColorSchemeContext.Provider(value: colorScheme) {
    ///     darkModeButton
    /// }
    /// ```
    public struct Provider<Content: View>: View, BuiltinView {
        let value: T
        let content: () -> Content

        /// Provides `value` to `content` and everything below it.
        public init(value: T, @ViewBuilder content: @escaping () -> Content) {
            self.value = value
            self.content = content
        }

        /// A provider has no body: the reconciler renders its content.
        public var body: Never { fatalError("Context.Provider has no body") }

        /// The element this built-in view describes itself as.
        public static func _makeElement(_ view: consuming Self) -> Element { view.makeElement() }

        func makeElement() -> Element {
            let value = value
            let scope = HookScope(owner: Self.self, content).makeElement()
            let write = EnvironmentWrite(
                target: ObjectIdentifier(Context<T>.self), value: value,
                apply: { $0[Context<T>.self] = value })
            return Element(kind: .environment(write, scope), type: ObjectIdentifier(Self.self))
        }
    }
}
