/// A notification shown by the desktop (a `GNotification`), sent with
/// `AppLifecycle.notify(_:)`.
///
/// ```swift
/// app?.notify(DesktopNotification("Export finished", body: "notes.pdf is ready"))
/// ```
public struct DesktopNotification: Hashable, Sendable {
    /// The title.
    public var title: String
    /// The text under the title.
    public var body: String?
    /// Sending again with the same id replaces the earlier notification.
    public var id: String?

    /// A notification titled `title`.
    public init(_ title: String, body: String? = nil, id: String? = nil) {
        self.title = title
        self.body = body
        self.id = id
    }
}
