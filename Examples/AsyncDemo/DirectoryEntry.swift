/// One entry of a directory listing.
struct DirectoryEntry: Hashable, Sendable {
    let name: String
    let isDirectory: Bool

    /// The theme icon for the entry.
    var iconName: String { isDirectory ? "folder-symbolic" : "text-x-generic-symbolic" }
}
