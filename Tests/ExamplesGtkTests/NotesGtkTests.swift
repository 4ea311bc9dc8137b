import FoundationEssentials
import Gtk
import GtkHooks
import GtkTestSupport
import GtkTesting
import XCTest

@testable import Notes

/// The Notes app on real GTK widgets: the sample notes are Groceries, Book
/// club, Trip to the coast and Ideas, made in that order.
final class NotesGtkTests: ExampleTestCase {
    func testSelectingARowAndTypingATitleRenamesTheRow() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(NotesView()) { app in
                try await app.waitUntil { app.find(text: "Book club") != nil }
                XCTAssertNotNil(app.find(text: "No note selected"), app.dump())
                try app.selectRow(1, in: XCTUnwrap(app.find(role: .list), app.dump()))
                try await app.waitUntil { app.find(label: "Title")?.displayedText == "Book club" }

                try app.type("Book club: June", into: XCTUnwrap(app.find(label: "Title")))
                try await app.waitUntil {
                    app.findAll(text: "Book club: June").contains { $0 is Gtk.Label }
                }
                XCTAssertFalse(app.findAll(text: "Book club").contains { $0 is Gtk.Label })
                try app.type("Chapter 7\nthen 8", into: XCTUnwrap(app.find(label: "Body")))
                try await app.waitUntil { app.find(text: "Chapter 7") != nil }
            }
        }
    }

    func testG119EnterInTheTitleCommitsItWithoutTheSpacesAroundAndFocusesTheBody() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(NotesView()) { app in
                try await app.waitUntil { app.find(text: "Book club") != nil }
                try app.selectRow(1, in: XCTUnwrap(app.find(role: .list), app.dump()))
                try await app.waitUntil { app.find(label: "Title")?.isMapped == true }
                let input = try XCTUnwrap(XTestInput(), "an X11 display with XTEST")
                let window = try XCTUnwrap(app.windows.first)
                input.move(to: window, x: 4, y: 4)
                try await Task.sleep(for: .milliseconds(200))
                let title = try XCTUnwrap(app.find(label: "Title") as? Entry)
                XCTAssertTrue(title.grabFocus())
                input.type(keysym: 0xff57)  // End
                input.type("  ")
                try await app.waitUntil { title.text == "Book club  " }
                try await app.waitUntilSettled()
                input.type(keysym: 0xff0d)  // Enter, a real key press
                try await app.waitUntil { title.text == "Book club" }
                XCTAssertTrue(app.findAll(text: "Book club").contains { $0 is Gtk.Label })
                // And GTK's focus goes on to the body (G119).
                let body = try XCTUnwrap(app.find(label: "Body"))
                try await app.waitUntil { window.focusWidget === body }
            }
        }
    }

    func testDetailsOpensAPopoverWithTheCountsAndEscapeClosesIt() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(NotesView()) { app in
                try await app.waitUntil { app.find(text: "Book club") != nil }
                try app.selectRow(1, in: XCTUnwrap(app.find(role: .list), app.dump()))
                try await app.waitUntil { app.find(text: "Details")?.isMapped == true }
                // Laid out where the selected note's editor puts it.
                await app.nextFrame()
                await app.nextFrame()
                let input = try XCTUnwrap(XTestInput(), "an X11 display with XTEST")
                let window = try XCTUnwrap(app.windows.first)
                let details = try XCTUnwrap(app.find(text: "Details"))
                let point = try XCTUnwrap(
                    details.translateCoordinates(
                        destWidget: window, srcX: Double(details.width) / 2,
                        srcY: Double(details.height) / 2))
                input.move(to: window, x: Int32(point.destX), y: Int32(point.destY))
                // GTK takes a click where it has seen the pointer arrive.
                try await Task.sleep(for: .milliseconds(200))
                input.click()
                try await app.waitUntil { app.find(text: "7 words")?.isMapped == true }
                XCTAssertNotNil(app.find(text: "37 characters"))
                input.type(keysym: 0xff1b)  // Escape
                try await app.waitUntil { app.find(text: "7 words") == nil }
            }
        }
    }

    func testNewNoteIsSelectedAndScrolledIntoView() throws {
        try MainActor.assumeIsolated {
            let notes = (1...500).map {
                Note(
                    id: $0, title: "Note \($0)", body: "", modified: Date(timeIntervalSince1970: 0))
            }
            try GtkTester.run(NotesView(initialState: NotesState(notes: notes))) { app in
                let window = try XCTUnwrap(app.windows.first)
                window.setDefaultSize(width: 800, height: 600)
                try await app.waitUntil { app.find(text: "Note 1") != nil }
                let list = try XCTUnwrap(app.find(role: .list), app.dump())
                let scrolled = try XCTUnwrap(list.parent as? ScrolledWindow)
                XCTAssertNil(app.find(text: "Untitled"), "the end of the list is not built")

                try app.click(text: "New note")
                try await app.waitUntil {
                    guard let row = app.find(text: "Untitled"),
                        let top = row.translateCoordinates(destWidget: scrolled, srcX: 0, srcY: 0)
                    else { return false }
                    return top.destY >= 0
                        && top.destY + Double(row.height) <= Double(scrolled.height)
                }
                XCTAssertEqual(app.find(label: "Title")?.displayedText, "")
                try app.type("Shopping", into: XCTUnwrap(app.find(label: "Title")))
                try await app.waitUntil {
                    app.findAll(text: "Shopping").contains { $0 is Gtk.Label }
                }

                XCTAssertTrue(app.press("<Control>n", in: window), "Ctrl+N is New note")
                try await app.waitUntil { app.find(label: "Title")?.displayedText == "" }
                XCTAssertNotNil(app.find(text: "Untitled"))
            }
        }
    }

    func testTheTableSortsByHeaderClicksAndOpensTheRowItActivates() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(NotesView()) { app in
                let window = try XCTUnwrap(app.windows.first)
                window.setDefaultSize(width: 800, height: 600)
                try await app.waitUntil { app.find(text: "Book club") != nil }
                try app.click(text: "Table")
                try await app.waitUntil { app.find(role: .table) != nil }
                // Newest first.
                try await app.waitUntil {
                    titles(app, in: window) == [
                        "Book club", "Ideas", "Trip to the coast", "Groceries",
                    ]
                }
                try await Task.sleep(for: .milliseconds(300))

                try await app.clickHeader("Title", of: window)
                try await app.waitUntil {
                    titles(app, in: window) == [
                        "Book club", "Groceries", "Ideas", "Trip to the coast",
                    ]
                }
                try await app.clickHeader("Title", of: window)
                try await app.waitUntil {
                    titles(app, in: window) == [
                        "Trip to the coast", "Ideas", "Groceries", "Book club",
                    ]
                }

                try app.activateRow(1, in: XCTUnwrap(app.find(role: .table)))
                try await app.waitUntil { app.find(label: "Title")?.displayedText == "Ideas" }
                XCTAssertNil(app.find(role: .table), "the list and editor replace the table")
            }
        }
    }
}

/// The table's title cells from top to bottom.
@MainActor private func titles(_ app: GtkTester, in window: Gtk.Window) -> [String] {
    let shown = Set(NotesState.sample.notes.map(\.title))
    let cells = app.allWidgets.filter { widget in
        widget is Gtk.Label && widget.isVisible && shown.contains(widget.displayedText ?? "")
    }
    let placed = cells.compactMap { cell -> (top: Double, title: String)? in
        guard let point = cell.translateCoordinates(destWidget: window, srcX: 0, srcY: 0),
            let title = cell.displayedText
        else { return nil }
        return (point.destY, title)
    }
    return placed.sorted { $0.top < $1.top }.map(\.title)
}
