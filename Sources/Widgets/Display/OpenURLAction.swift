import Hooks

/// What the app does when a link in a ``Text`` is clicked: the action the
/// environment's `openURL` holds.
///
/// ```swift
/// NotesView()
///     .environment(\.openURL, OpenURLAction { address in
///         guard address.hasPrefix("note:") else { return .systemAction }
///         openNote(address)
///         return .handled
///     })
/// ```
public struct OpenURLAction: Sendable {
    /// What the action did with an address.
    public enum Result: Sendable, Hashable {
        /// The app opened it: the host does nothing more.
        case handled
        /// The host opens it as it opens any address (GTK's default handler).
        case systemAction
    }

    let handler: @MainActor @Sendable (String) -> Result

    /// An action that calls `handler` with the address of each link clicked.
    public init(_ handler: @escaping @MainActor @Sendable (String) -> Result) {
        self.handler = handler
    }

    /// Calls the handler with `address`.
    @MainActor public func callAsFunction(_ address: String) -> Result { handler(address) }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction? { nil }
}

extension EnvironmentValues {
    /// What opens the address of a link clicked in a ``Text`` below; nil
    /// (the default) lets the host open it.
    public var openURL: OpenURLAction? {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
