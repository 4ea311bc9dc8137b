import Foundation
import Gtk
import GtkHooks
import GtkTesting
import XCTest

@testable import TodoList

final class TodoListDataExchangeGtkTests: ExampleTestCase {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("todo-list-exchange-gtk-\(UUID().uuidString)")

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
        super.tearDown()
    }

    @MainActor private static func titles(_ app: GtkTester) -> [String] {
        app.findAll(role: .toggle).compactMap(\.displayedText)
    }

    func testCopyPasteDragAndDropThroughGtk() throws {
        let directory = directory
        try MainActor.assumeIsolated {
            let file = TodoFile(directory: directory)
            try file.save(["Milk", "Eggs"].map { Todo(title: $0) })
            try GtkTester.run(TodoListView(file: file)) { app in
                try await app.waitUntilMapped()
                try app.click(text: "Copy")
                try app.click(text: "Paste")
                try await app.waitUntil { Self.titles(app) == ["Milk", "Eggs", "Milk", "Eggs"] }

                try app.drag(from: app.require(text: "Eggs"), to: app.require(text: "Milk"))
                try await app.waitUntil { Self.titles(app) == ["Eggs", "Milk", "Milk", "Eggs"] }

                try app.drop([.text("Tea\nRice")], on: app.require(text: "Milk"))
                try await app.waitUntil { Self.titles(app).suffix(2) == ["Tea", "Rice"] }
                try await app.waitUntil { file.load().todos.count == 6 }
            }
        }
    }
}
