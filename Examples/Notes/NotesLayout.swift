/// What the window shows below its toolbar: the sidebar list with the
/// editor, or a table of every note.
nonisolated enum NotesLayout: String, CaseIterable, Codable, Sendable {
    case list = "List"
    case table = "Table"
}
