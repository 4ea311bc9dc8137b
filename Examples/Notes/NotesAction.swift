import FoundationEssentials

/// Everything a person can do to the notes.
///
/// Edits carry their time, so the reducer stays a pure function.
nonisolated enum NotesAction: Sendable {
    /// Adds an empty note made at that time and selects it.
    case add(at: Date)
    /// Sets a note's title.
    case setTitle(Note.ID, String, at: Date)
    /// Commits a note's title, as Enter in the title field does: the spaces
    /// typed around it go.
    case commitTitle(Note.ID, at: Date)
    /// Sets a note's body.
    case setBody(Note.ID, String, at: Date)
    /// Deletes the selected note and selects the one that took its place.
    case deleteSelected
    /// Selects a note, or none.
    case select(Note.ID?)
    /// Sets the search text; a selected note it hides is deselected.
    case search(String)
    /// Shows the list or the table.
    case show(NotesLayout)
    /// Shows a note in the editor: selects it and shows the list, clearing a
    /// search that hides it.
    case open(Note.ID)
}
