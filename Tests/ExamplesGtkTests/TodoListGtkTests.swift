import Foundation
import Gtk
import GtkHooks
import GtkTesting
import XCTest

@testable import TodoList

final class TodoListGtkTests: ExampleTestCase {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("todo-list-gtk-\(UUID().uuidString)")

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
        super.tearDown()
    }

    func testTodosAddedToggledAndDeletedAreThereAfterARestart() throws {
        let directory = directory
        try MainActor.assumeIsolated {
            let file = TodoFile(directory: directory)
            try GtkTester.run(TodoListView(file: file)) { app in
                for title in ["Milk", "Bread", "Eggs"] {
                    let field = try XCTUnwrap(app.find(label: "New todo"), app.dump())
                    try app.type(title, into: field)
                    try app.submit(field)
                    try await app.waitUntil { (try? Self.checkBox(title, in: app)) != nil }
                }
                try app.toggle(Self.checkBox("Bread", in: app))
                try app.click(XCTUnwrap(app.find(label: "Delete Eggs")))
                try await app.waitUntil { app.find(text: "1 item left") != nil }
                try await app.waitUntil { file.load().todos.count == 2 }
            }
            try GtkTester.run(TodoListView(file: file)) { app in
                XCTAssertNotNil(app.find(text: "Milk"), app.dump())
                XCTAssertNil(app.find(text: "Eggs"), app.dump())
                XCTAssertEqual(
                    (try Self.checkBox("Bread", in: app) as? CheckButton)?.isActive, true)
                XCTAssertEqual(
                    (try Self.checkBox("Milk", in: app) as? CheckButton)?.isActive, false)
                XCTAssertNotNil(app.find(text: "1 item left"), app.dump())
            }
        }
    }

    func testATitleIsEditedInPlaceWithEnter() throws {
        let directory = directory
        try MainActor.assumeIsolated {
            let file = TodoFile(directory: directory)
            try file.save([Todo(title: "Milk")])
            try GtkTester.run(TodoListView(file: file)) { app in
                try app.click(XCTUnwrap(app.find(label: "Edit Milk"), app.dump()))
                try await app.waitUntil { app.find(label: "Title of Milk") != nil }
                let field = try XCTUnwrap(app.find(label: "Title of Milk"))
                try app.type("Oat milk", into: field)
                try app.submit(field)
                try await app.waitUntil { (try? Self.checkBox("Oat milk", in: app)) != nil }
                XCTAssertNil(app.find(label: "Title of Milk"), "the row left editing")
                try await app.waitUntil { file.load().todos.map(\.title) == ["Oat milk"] }
            }
        }
    }

    func testShortcutsFilterTheList() throws {
        let directory = directory
        try MainActor.assumeIsolated {
            let file = TodoFile(directory: directory)
            try file.save([Todo(title: "Milk", isDone: true), Todo(title: "Bread")])
            try GtkTester.run(TodoListView(file: file)) { app in
                let window = try XCTUnwrap(app.windows.first)
                XCTAssertTrue(app.press("<Control>3", in: window))
                try await app.waitUntil { app.find(text: "Bread") == nil }
                XCTAssertNotNil(app.find(text: "Milk"))
                XCTAssertTrue(app.press("<Control>2", in: window))
                try await app.waitUntil { app.find(text: "Milk") == nil }
                XCTAssertNotNil(app.find(text: "Bread"))
            }
        }
    }

    func testACorruptFileIsReportedInTheWindow() throws {
        let directory = directory
        try MainActor.assumeIsolated {
            let file = TodoFile(directory: directory)
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true)
            try Data("[{".utf8).write(to: file.url)
            try GtkTester.run(TodoListView(file: file)) { app in
                let notice = try XCTUnwrap(app.find(label: "Notice")?.displayedText, app.dump())
                XCTAssertTrue(notice.contains("A copy was kept"), notice)
            }
        }
    }

    func testAHundredThousandTodosShowInAListThatBuildsOnlyTheRowsOnScreen() throws {
        let directory = directory
        try MainActor.assumeIsolated {
            let file = TodoFile(directory: directory)
            try file.save((0..<100_000).map { Todo(title: "Todo \($0)") })
            try GtkTester.run(TodoListView(file: file)) { app in
                XCTAssertNotNil(app.find(text: "100000 items left"), app.dump())
                XCTAssertNotNil(try Self.checkBox("Todo 0", in: app))
                // GtkListView binds the rows on screen and up to a couple of
                // hundred around them (the framework's list tests allow 300).
                let rows = app.findAll(role: .toggle).count
                XCTAssertGreaterThan(rows, 0)
                XCTAssertLessThan(rows, 300, "every todo got a row: the list is not virtualized")
            }
        }
    }

    @MainActor private static func checkBox(_ title: String, in app: GtkTester) throws
        -> Gtk.Widget
    {
        let boxes = app.findAll(role: .toggle)
        guard let box = boxes.first(where: { $0.displayedText == title }) else {
            throw GtkTesterError.notFound("no check box \"\(title)\" in:\n\(app.dump())")
        }
        return box
    }
}
