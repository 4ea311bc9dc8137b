import FoundationEssentials
import Testing

@testable import Notes

@Suite struct NotesReducerTests {
    private let start = Date(timeIntervalSince1970: 1_000)
    private let later = Date(timeIntervalSince1970: 2_000)

    private func notes(_ titles: String...) -> NotesState {
        NotesState(
            notes: titles.enumerated().map { offset, title in
                Note(id: offset + 1, title: title, body: "", modified: start)
            })
    }

    @Test("add makes an empty note with the next id, selects it and clears the search")
    func add() {
        var state = notes("Milk", "Bread")
        state = notesReducer(state: state, action: .search("milk"))
        state = notesReducer(state: state, action: .add(at: later))
        #expect(state.notes.map(\.id) == [1, 2, 3])
        #expect(state.selection == 3)
        #expect(state.query == "")
        #expect(state.selectedNote?.modified == later)
        #expect(state.selectedNote?.displayTitle == "Untitled")
        state = notesReducer(state: state, action: .add(at: later))
        #expect(state.selection == 4, "ids are never reused")
    }

    @Test("committing a title drops the spaces around it, and stamps it only if they were there")
    func commitTitle() {
        var state = notes("  Milk \t", "Bread")
        state = notesReducer(state: state, action: .commitTitle(1, at: later))
        #expect(state.notes.map(\.title) == ["Milk", "Bread"])
        #expect(state.notes[0].modified == later)
        state = notesReducer(state: state, action: .commitTitle(2, at: later))
        #expect(state.notes[1].modified == start, "nothing to trim: no change")
    }

    @Test("an edit changes the note with the id and stamps it, unless it changes nothing")
    func edits() {
        var state = notes("Milk", "Bread")
        state = notesReducer(state: state, action: .setTitle(2, "Rye bread", at: later))
        state = notesReducer(state: state, action: .setBody(1, "Oat", at: later))
        #expect(state.notes.map(\.title) == ["Milk", "Rye bread"])
        #expect(state.notes.map(\.body) == ["Oat", ""])
        #expect(state.notes.map(\.modified) == [later, later])
        let unchanged = notesReducer(
            state: notes("Milk"), action: .setTitle(1, "Milk", at: later))
        #expect(unchanged.notes.first?.modified == start)
    }

    @Test("search matches titles and bodies ignoring case, and drops a selection it hides")
    func search() {
        var state = notes("Milk", "Bread", "Oat milk")
        state.notes[1].body = "from the MILL"
        state = notesReducer(state: state, action: .select(3))
        state = notesReducer(state: state, action: .search("MIL"))
        #expect(state.visibleNotes.map(\.id) == [1, 2, 3])
        #expect(state.selection == 3, "the selected note is still shown")
        state = notesReducer(state: state, action: .search("mill"))
        #expect(state.visibleNotes.map(\.id) == [2])
        #expect(state.selection == nil)
    }

    @Test("delete selects the next shown note, else the one before, else none")
    func delete() {
        var state = notesReducer(state: notes("A", "B", "C"), action: .select(2))
        state = notesReducer(state: state, action: .deleteSelected)
        #expect(state.notes.map(\.title) == ["A", "C"])
        #expect(state.selection == 3)
        state = notesReducer(state: state, action: .deleteSelected)
        #expect(state.selection == 1)
        state = notesReducer(state: state, action: .deleteSelected)
        #expect(state.notes.isEmpty && state.selection == nil)
        #expect(notesReducer(state: state, action: .deleteSelected) == state)
    }

    @Test("open selects the note, shows the list and clears a search that hides it")
    func open() {
        var state = notesReducer(state: notes("Milk", "Bread"), action: .show(.table))
        state = notesReducer(state: state, action: .search("milk"))
        state = notesReducer(state: state, action: .open(1))
        #expect(state.layout == .list && state.selection == 1 && state.query == "milk")
        state = notesReducer(state: state, action: .show(.table))
        state = notesReducer(state: state, action: .open(2))
        #expect(state.layout == .list && state.selection == 2 && state.query == "")
        #expect(notesReducer(state: state, action: .open(9)) == state, "no such note")
    }
}
