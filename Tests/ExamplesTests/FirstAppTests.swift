import FoundationEssentials
import GtkHooks
import HooksTesting
import TestHost
import Testing

@testable import FirstApp

/// A file in a folder of its own that does not exist yet.
private func temporaryFile() -> BookFile {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("FirstAppTests-\(UUID().uuidString)")
    return BookFile(url: folder.appendingPathComponent("books.json"))
}

/// The tutorial's app (Docs/Tutorial.md): its hook with HookTester, its view
/// on TestHost, its file on disk.
@MainActor @Suite struct FirstAppTests {
    @Test("useBooks adds and selects a book, edits it and saves the list to its file")
    func hookAddsEditsAndSaves() throws {
        let file = temporaryFile()
        let tester = HookTester { useBooks(file: file) }
        #expect(tester.value.books.isEmpty, "nothing saved yet")

        tester.value.add()
        #expect(tester.value.books == [Book(id: 1, title: "Untitled", author: "")])
        #expect(tester.value.selection.wrappedValue == 1)
        tester.value.update(1) { $0.title = "Dune" }
        tester.value.update(1) { $0.author = "Frank Herbert" }
        tester.value.save()
        #expect(tester.value.status == "Saved to books.json")
        #expect(try file.load() == [Book(id: 1, title: "Dune", author: "Frank Herbert")])
    }

    @Test("selecting a row shows its book in the form; typing there renames the row")
    func selectAndEdit() throws {
        let file = temporaryFile()
        try file.save([
            Book(id: 1, title: "Emma", author: "Jane Austen"),
            Book(id: 2, title: "Kim", author: ""),
        ])
        let host = TestHost(ContentView(file: file))
        #expect(host.find(text: "Select a book to edit it.") != nil, "\(host.dump())")

        try host.selectRow(1, in: #require(host.find(label: "Books")))
        #expect(host.find(label: "Title")?.text == "Kim", "\(host.dump())")
        try host.type("Kim, by Kipling", into: #require(host.find(label: "Title")))
        try host.type("Rudyard Kipling", into: #require(host.find(label: "Author")))
        try host.tap(text: "Save")

        #expect(host.find(text: "Saved to books.json") != nil, "\(host.dump())")
        #expect(
            try file.load()[1] == Book(id: 2, title: "Kim, by Kipling", author: "Rudyard Kipling"))
    }

    @Test("every control of the window has an accessible name")
    func controlsAreNamed() {
        let host = TestHost(ContentView(file: temporaryFile()))
        try? host.tap(text: "Add book")
        let unnamed = host.widgets.filter {
            [.button, .textField].contains($0.role) && $0.accessibleName == nil
        }
        #expect(unnamed.isEmpty, "\(host.dump())")
    }
}
