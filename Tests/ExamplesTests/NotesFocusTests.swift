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

    @Test("G119 Enter in the title commits it and moves the focus into the body")
    func enterInTheTitleGoesOnToTheBody() throws {
        let host = TestHost(NotesView())
        try host.tap(text: "New note")
        let title = try #require(host.focusedWidget)
        try host.type("Plans", into: title)
        try host.press(.return, in: title)
        #expect(host.focusedWidget?.label == "Body")
    }
}
