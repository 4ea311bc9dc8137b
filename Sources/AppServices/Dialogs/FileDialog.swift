/// A file chooser to open or save a file.
///
/// Present it with the `dialogs` environment value; the answer is the chosen
/// path, or `nil` when the user cancelled:
///
/// ```swift
/// let dialogs = useEnvironment(\.dialogs)
/// Button("Open…") {
///     Task {
///         let dialog = FileDialog(.open, filters: [FileFilter("Text", patterns: ["*.txt"])])
///         if let path = await dialogs.file(dialog) { load(path) }
///     }
/// }
/// ```
public struct FileDialog: Hashable, Sendable {
    /// Whether the user picks an existing file or names a new one.
    public enum Mode: Hashable, Sendable {
        /// Pick an existing file.
        case open
        /// Name a file to write.
        case save
    }

    /// Open or save.
    public var mode: Mode
    /// The dialog's title, or `nil` for the platform's.
    public var title: String?
    /// The name proposed when saving.
    public var suggestedName: String?
    /// The kinds of files offered.
    public var filters: [FileFilter]

    /// A dialog to open or save a file.
    public init(
        _ mode: Mode, title: String? = nil, suggestedName: String? = nil,
        filters: [FileFilter] = []
    ) {
        self.mode = mode
        self.title = title
        self.suggestedName = suggestedName
        self.filters = filters
    }
}

/// A named set of file-name patterns, such as "Text" for `*.txt`.
public struct FileFilter: Hashable, Sendable {
    /// The name shown in the dialog.
    public var name: String
    /// Glob patterns of file names.
    public var patterns: [String]

    /// A filter called `name` matching `patterns`.
    public init(_ name: String, patterns: [String]) {
        self.name = name
        self.patterns = patterns
    }
}
