import FoundationEssentials

/// The state after `action`: the only place the notes change.
nonisolated func notesReducer(state: NotesState, action: NotesAction) -> NotesState {
    var state = state
    switch action {
    case .add(let date):
        let note = Note(id: state.nextID, title: "", body: "", modified: date)
        state.nextID += 1
        state.notes.append(note)
        state.selection = note.id
        // A new note is empty, so a search would hide it.
        state.query = ""
    case .setTitle(let id, let title, let date):
        state.edit(id, at: date) { $0.title = title }
    case .commitTitle(let id, let date):
        state.edit(id, at: date) { $0.title = $0.title.trimmingSpaces }
    case .setBody(let id, let body, let date):
        state.edit(id, at: date) { $0.body = body }
    case .deleteSelected:
        state.deleteSelected()
    case .select(let id):
        state.selection = id
    case .search(let query):
        state.query = query
        if let note = state.selectedNote, !note.matches(query) { state.selection = nil }
    case .show(let layout):
        state.layout = layout
    case .open(let id):
        guard let note = state.notes.first(where: { $0.id == id }) else { break }
        state.selection = id
        state.layout = .list
        if !note.matches(state.query) { state.query = "" }
    }
    return state
}

nonisolated extension String {
    /// The string without the spaces, tabs and line breaks at its ends.
    fileprivate var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}

nonisolated extension NotesState {
    /// Changes the note with `id` and stamps it with `date`, when the change
    /// changes anything.
    fileprivate mutating func edit(_ id: Note.ID, at date: Date, _ change: (inout Note) -> Void) {
        guard let index = notes.firstIndex(where: { $0.id == id }) else { return }
        var note = notes[index]
        change(&note)
        guard note != notes[index] else { return }
        note.modified = date
        notes[index] = note
    }

    /// Removes the selected note; the next visible note is selected, else the
    /// one before it, else none.
    fileprivate mutating func deleteSelected() {
        guard let selection else { return }
        let visible = visibleNotes
        let position = visible.firstIndex { $0.id == selection }
        notes.removeAll { $0.id == selection }
        guard let position else {
            self.selection = nil
            return
        }
        let left = visible.filter { $0.id != selection }
        self.selection = left.isEmpty ? nil : left[min(position, left.count - 1)].id
    }
}
