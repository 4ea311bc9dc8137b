import FoundationEssentials
import GtkHooks
import HooksTesting
import Testing

@testable import Notes

/// The app's custom hook without any UI: what the views read and write.
@MainActor struct UseNotesTests {
    @Test("useNotes starts from its initial state and keeps each dispatched change")
    func dispatchedChangesStay() throws {
        let tester = HookTester { useNotes(.sample) }
        #expect(tester.value.state.notes.count == 4)
        #expect(tester.value.state.selection == nil)

        tester.value.dispatch(.add(at: Date(timeIntervalSince1970: 0)))
        #expect(tester.value.state.notes.count == 5)
        #expect(tester.value.state.selection == 5)
        tester.value.dispatch(.setTitle(5, "Shopping", at: Date(timeIntervalSince1970: 1)))
        #expect(tester.value.state.selectedNote?.title == "Shopping")

        tester.update()
        #expect(tester.value.state.notes.count == 5, "a render with no action keeps the state")
    }

    @Test("the selection and query bindings read the state and dispatch select and search")
    func bindings() {
        let tester = HookTester { useNotes(.sample) }
        tester.value.selection.wrappedValue = 2
        #expect(tester.value.state.selection == 2)
        #expect(tester.value.selection.wrappedValue == 2)

        tester.value.query.wrappedValue = "BOOK"
        #expect(tester.value.query.wrappedValue == "BOOK")
        #expect(tester.value.state.visibleNotes.map(\.title) == ["Book club", "Trip to the coast"])
        #expect(tester.value.state.selection == 2, "Book club is still shown")

        tester.value.query.wrappedValue = "ferry"
        #expect(tester.value.state.selection == nil, "Book club is hidden")
    }
}
