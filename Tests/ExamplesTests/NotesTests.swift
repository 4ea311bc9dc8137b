import FoundationEssentials
import GtkHooks
import TestHost
import Testing

@testable import Notes

/// The Notes app driven headless, as a person would: the sample notes are
/// Groceries, Book club, Trip to the coast and Ideas, in that order.
@MainActor struct NotesTests {
    /// The list's rows as the sidebar shows them: the bold title of each.
    private func shownTitles(_ host: TestHost) throws -> [String] {
        let list = try #require(host.find(role: .list))
        return list.subtree.filter { $0.modifiers?.fontWeight == .bold }.compactMap(\.text)
    }

    /// `count` notes titled "Note 1" and on, a minute apart.
    private func manyNotes(_ count: Int) -> NotesState {
        NotesState(
            notes: (1...count).map {
                Note(
                    id: $0, title: "Note \($0)", body: "",
                    modified: Date(timeIntervalSince1970: Double($0 * 60)))
            })
    }

    @Test("selecting a row shows its note in the editor; typing renames its row")
    func selectAndEdit() throws {
        let host = TestHost(NotesView())
        #expect(host.find(text: "No note selected") != nil)
        let list = try #require(host.find(role: .list))
        try host.selectRow(1, in: list)
        let title = try #require(host.find(label: "Title"))
        #expect(title.text == "Book club")
        #expect(host.find(label: "Body")?.text == "Read chapters 4 to 6 before Thursday.")

        try host.type("Book club: June", into: title)
        try host.type("Chapter 7\nthen 8", into: try #require(host.find(label: "Body")))
        #expect(
            try shownTitles(host) == ["Groceries", "Book club: June", "Trip to the coast", "Ideas"])
        #expect(host.find(text: "Chapter 7") != nil, "the row's second line is the body's first")
        #expect(list.viewport?.selectedPositions == [1])
        host.unmount()
    }

    @Test("Details opens a popover with the note's word and character counts")
    func detailsPopover() async throws {
        let host = TestHost(NotesView())
        try host.selectRow(1, in: try #require(host.find(role: .list)))
        #expect(host.find(text: "7 words") == nil, "closed: its content is not rendered")
        let details = try #require(host.find(text: "Details"))
        try host.tap(details)
        #expect(host.find(text: "7 words") != nil, "Read chapters 4 to 6 before Thursday.")
        #expect(host.find(text: "37 characters") != nil)
        #expect(try await host.close(details))
        #expect(host.find(text: "7 words") == nil)
        host.unmount()
    }

    @Test("search filters titles and bodies ignoring case; a selected note still shown stays")
    func searchKeepsAShownSelection() throws {
        let host = TestHost(NotesView())
        let list = try #require(host.find(role: .list))
        try host.selectRow(1, in: list)
        let search = try #require(host.find(label: "Search"))

        try host.type("BOOK", into: search)
        #expect(
            try shownTitles(host) == ["Book club", "Trip to the coast"], "Trip's body: Book the")
        #expect(list.viewport?.selectedPositions == [0])
        #expect(host.find(label: "Title")?.text == "Book club")

        try host.type("ferry", into: search)
        #expect(try shownTitles(host) == ["Trip to the coast"])
        #expect(host.find(text: "No note selected") != nil, "the selected note is hidden")
        try host.type("", into: search)
        #expect(try shownTitles(host).count == 4)
        host.unmount()
    }

    @Test("New note adds a note, selects it and scrolls the list to it; Delete removes it")
    func newNoteIsSelectedAndScrolledTo() throws {
        let host = TestHost(NotesView(initialState: manyNotes(100)))
        let list = try #require(host.find(role: .list))
        #expect(list.viewport?.visibleRows == 0..<20)
        try host.type("Note 1", into: try #require(host.find(label: "Search")))
        #expect(list.viewport?.count == 12, "Note 1 and Note 10 to Note 19 and Note 100")

        try host.tap(text: "New note")
        #expect(list.viewport?.count == 101, "the search is cleared")
        #expect(list.viewport?.visibleRows.contains(100) == true, "\(host.dump())")
        #expect(list.viewport?.selectedPositions == [100])
        #expect(host.find(text: "Untitled") != nil)
        let title = try #require(host.find(label: "Title"))
        #expect(title.text == "")
        try host.type(" Shopping ", into: title)
        #expect(try shownTitles(host).last == " Shopping ")
        // Enter in the title commits it: the spaces around it go.
        try host.press(.return, in: title)
        #expect(try shownTitles(host).last == "Shopping")

        #expect(host.find(text: "New note")?.as(Button.self)?.shortcut == KeyboardShortcut("n"))
        let delete = try #require(host.find(text: "Delete"))
        #expect(delete.as(Button.self)?.shortcut == KeyboardShortcut(.deleteForward))
        try host.tap(delete)
        #expect(list.viewport?.count == 100)
        #expect(host.find(label: "Title")?.text == "Note 100", "the note before it is selected")
        host.unmount()
    }

    @Test("the table sorts by header clicks, shares the selection, and opens a row it activates")
    func tableSortsAndOpens() throws {
        let host = TestHost(NotesView())
        try host.selectRow(0, in: try #require(host.find(role: .list)))
        try host.tap(text: "Table")
        #expect(host.find(role: .list) == nil)
        let table = try #require(host.find(role: .table))
        let titles = {
            (0..<4).compactMap { host.cell("Title", row: $0, of: table)?.text }
        }
        #expect(
            titles() == ["Book club", "Ideas", "Trip to the coast", "Groceries"], "newest first")
        #expect(table.viewport?.selectedPositions == [3], "Groceries, selected in the list")

        try host.clickHeader("Title", of: table)
        #expect(titles() == ["Book club", "Groceries", "Ideas", "Trip to the coast"])
        #expect(table.viewport?.selectedPositions == [1])
        try host.clickHeader("Title", of: table)
        #expect(titles() == ["Trip to the coast", "Ideas", "Groceries", "Book club"])
        try host.clickHeader("Modified", of: table)
        #expect(titles() == ["Groceries", "Trip to the coast", "Ideas", "Book club"])
        #expect(
            host.cell("Modified", row: 0, of: table)?.text
                == NotesState.sample.notes[0].modifiedText)

        try host.selectRow(2, in: table)
        try host.activateRow(2, in: table)
        #expect(host.find(role: .table) == nil, "the list and editor are shown")
        #expect(host.find(label: "Title")?.text == "Ideas")
        #expect(host.find(role: .list)?.viewport?.selectedPositions == [3])

        try host.tap(text: "Table")
        let again = try #require(host.find(role: .table))
        #expect(host.cell("Title", row: 0, of: again)?.text == "Groceries", "the order is kept")
        host.unmount()
    }
}
