import FoundationEssentials
import GtkHooks
import GtkTestSupport
import GtkTesting
import XCTest

@testable import FirstApp

/// The tutorial's app (Docs/Tutorial.md) in a real GTK window.
final class FirstAppGtkTests: GtkTestCase {
    func testAddingEditingAndSavingABookWritesTheFile() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("FirstAppGtkTests-\(UUID().uuidString)")
        let file = BookFile(url: folder.appendingPathComponent("books.json"))
        try MainActor.assumeIsolated {
            try GtkTester.run(ContentView(file: file)) { app in
                try app.click(text: "Add book")
                try await app.waitUntil { app.find(label: "Title")?.displayedText == "Untitled" }
                try app.type("Dune", into: XCTUnwrap(app.find(label: "Title")))
                try app.type("Frank Herbert", into: XCTUnwrap(app.find(label: "Author")))
                try await app.waitUntil { app.find(text: "Dune") != nil }
                try app.click(text: "Save")
                try await app.waitUntil { app.find(text: "Saved to books.json") != nil }
            }
        }
        XCTAssertEqual(try file.load(), [Book(id: 1, title: "Dune", author: "Frank Herbert")])
    }
}
