/// One entry of a directory listing.
nonisolated struct DirectoryEntry: Hashable, Sendable {
    /// The name as the file system stores it (not always UTF-8): what tells
    /// entries apart.
    let fileName: [UInt8]
    let isDirectory: Bool

    /// The name to show: UTF-8, a byte that is not shown as U+FFFD "�".
    var name: String { String(decoding: fileName, as: UTF8.self) }

    /// The theme icon for the entry.
    var iconName: String { isDirectory ? "folder-symbolic" : "text-x-generic-symbolic" }
}
