import GtkHooks
import TestHost
import Testing

@testable import Notes

/// Where the keyboard focus goes in Notes, driven headless.
@MainActor struct NotesFocusTests {
    @Test("G119 New note moves the focus into the new note's title, from the body too")
    func newNoteFocusesItsTitle() throws {
        let host = TestHost(NotesView())
        try host.tap(text: "New note")
        #expect(host.focusedWidget?.label == "Title", "the editor was just made")
        #expect(host.focusedWidget?.text == "")

        try host.focus(host.find(label: "Body"))
        try host.tap(text: "New note")
        #expect(host.focusedWidget?.label == "Title", "the editor was already there")
    }
}
