import FoundationEssentials

/// Everything the app knows, changed only by `notesReducer`; Codable, so
/// `make dev` keeps it when the app reloads.
nonisolated struct NotesState: Equatable, Codable, Sendable {
    /// Every note, in the order they were made.
    var notes: [Note] = []
    /// The note the editor shows; nil for none.
    var selection: Note.ID?
    /// What the sidebar's search field holds.
    var query = ""
    /// The list with the editor, or the table.
    var layout = NotesLayout.list
    /// The id the next new note gets.
    var nextID = 1

    /// The notes the sidebar lists: those matching `query`, in order.
    var visibleNotes: [Note] { notes.filter { $0.matches(query) } }

    /// The selected note, when there is one.
    var selectedNote: Note? { notes.first { $0.id == selection } }

    /// A state holding `notes`, with ids after theirs for new notes.
    init(notes: [Note] = []) {
        self.notes = notes
        nextID = (notes.map(\.id).max() ?? 0) + 1
    }
}
