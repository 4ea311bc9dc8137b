import Hooks

extension Context {
    /// Reads the nearest provider's value and builds views from it.
    ///
    /// Without a provider above, it stops with a message naming `T` (SEMANTICS C1).
    ///
    /// ```swift
    /// ColorSchemeContext.Consumer { colorScheme in
    ///     Button("Use dark mode") { colorScheme.wrappedValue = .dark }
    /// }
    /// ```
    public struct Consumer<Content: View>: View, BuiltinView {
        let content: (T) -> Content

        /// Builds `content` from the provided value.
        public init(@ViewBuilder content: @escaping (T) -> Content) {
            self.content = content
        }

        /// A consumer has no body: the reconciler renders its content.
        public var body: Never { fatalError("Context.Consumer has no body") }

        /// The element this built-in view describes itself as.
        public static func _makeElement(_ view: consuming Self) -> Element { view.makeElement() }

        func makeElement() -> Element {
            let content = content
            return HookScope(owner: Self.self) { content(useContext(Context<T>.self)) }
                .makeElement()
        }
    }
}
