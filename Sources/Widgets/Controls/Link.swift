import Reconciler

/// A link that opens `destination` (a URI) in the default handler.
///
/// ```swift
/// Link("Documentation", destination: "https://example.org/docs")
/// ```
public struct Link: Widget, ToolkitWidget, Activatable {
    /// The accessible role: a link.
    public static var role: WidgetRole { .link }

    /// The text shown.
    public var title: String
    /// The URI opened.
    public var destination: String
    /// Called when the link is activated, before the URI is opened.
    public var onOpen: (@MainActor () -> Void)?
    /// Common modifiers.
    public var modifiers = WidgetModifiers()

    /// A link showing `title` that opens `destination`.
    @inlinable public init(
        _ title: String, destination: String, onOpen: (@MainActor () -> Void)? = nil
    ) {
        self.title = title
        self.destination = destination
        self.onOpen = onOpen
    }

    /// The title.
    public var text: String? { title }

    /// Calls `onOpen`; the host opens the URI.
    public func activate() { onOpen?() }
}
