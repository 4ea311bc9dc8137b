import FoundationEssentials
import Testing

@testable import Notes

@Suite struct NotesStateTests {
    @Test("the state survives a JSON round trip, which `make dev` carries it through")
    func codable() throws {
        var state = notesReducer(state: .sample, action: .add(at: Date(timeIntervalSince1970: 5)))
        state = notesReducer(state: state, action: .show(.table))
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(NotesState.self, from: data) == state)
    }

    @Test("a state made from notes gives new notes ids after theirs")
    func nextID() {
        #expect(NotesState.sample.nextID == 5)
        #expect(NotesState().nextID == 1)
    }
}
