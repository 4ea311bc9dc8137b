import Hooks

/// A view whose subtree sees a changed environment.
///
/// Made by `.environment(_:_:)`,
/// `.disableHooksRulesAssertion(_:)` and `Widgets`' `.colorScheme(_:)`.
///
/// Only components below that read a changed key re-render (SEMANTICS C3, C4).
public struct EnvironmentWriter<Content: View>: View, BuiltinView {
    let content: Content
    let write: EnvironmentWrite

    /// An environment writer has no body: it is its content in a changed environment.
    public var body: Never { fatalError("EnvironmentWriter has no body") }

    /// The element this built-in view describes itself as.
    public static func _makeElement(_ view: consuming Self) -> Element { view.makeElement() }

    func makeElement() -> Element {
        var inner = Element(content)
        let key = inner.key
        inner.key = nil
        return Element(kind: .environment(write, inner), type: inner.type, key: key)
    }
}

extension View {
    /// Sets the environment value at `keyPath` for this view and its subtree only.
    ///
    /// ```swift
    /// MovieList().environment(\.sort, Sort(sortOrder: .desc))
    /// ```
    public func environment<Value>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
    ) -> EnvironmentWriter<Self> {
        EnvironmentWriter(
            content: self,
            write: EnvironmentWrite(
                target: keyPath, value: value, apply: { $0[keyPath: keyPath] = value }))
    }

    /// Silences reports of hook-order changes (SEMANTICS R2) in this subtree (R3).
    ///
    /// Recovery from a changed hook order still happens. It sets the environment's
    /// `hooksRulesAssertionDisabled`, which every component below reads as it renders.
    public func disableHooksRulesAssertion(_ disabled: Bool) -> EnvironmentWriter<Self> {
        environment(\.hooksRulesAssertionDisabled, disabled)
    }
}
