import Foundation
import GtkHooks
import TestHost
import Testing

@testable import TodoList

@Suite struct TodoListDataExchangeTests {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("todo-list-\(UUID().uuidString)")

    private func host(with titles: [String]) throws -> (TestHost, TodoFile) {
        let file = TodoFile(directory: directory)
        try file.save(titles.map { Todo(title: $0) })
        return (TestHost(TodoListView(file: file)), file)
    }

    private func titles(_ host: TestHost) -> [String] {
        host.findAll(role: .toggle).compactMap(\.text)
    }

    @Test("Copy puts the visible todos on the clipboard as themselves and as lines of text")
    func copyTodos() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (host, _) = try host(with: ["Milk", "Bread"])
        try host.tap(text: "Copy")
        #expect(host.clipboard.text == "Milk\nBread")
        #expect(host.clipboard.items.first?.kind == .value)
    }

    @Test("Paste adds copied todos, or one todo per line of another app's text, and saves them")
    func pasteTodos() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (host, file) = try host(with: ["Milk"])
        try host.tap(text: "Copy")
        try host.tap(text: "Paste")
        await host.settle()
        #expect(titles(host) == ["Milk", "Milk"])
        host.clipboard.items = [.text("Eggs\n\n  Jam  \n")]
        try host.tap(text: "Paste")
        await host.settle()
        #expect(titles(host) == ["Milk", "Milk", "Eggs", "Jam"])
        #expect(file.load().todos.map(\.title) == ["Milk", "Milk", "Eggs", "Jam"])
        #expect(Set(file.load().todos.map(\.id)).count == 4, "a pasted copy gets its own id")
        host.unmount()
    }

    @Test("a todo dragged onto another row takes its place")
    func dragReorders() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (host, file) = try host(with: ["Milk", "Eggs", "Bread"])
        try host.drag(
            from: #require(host.find(text: "Milk")), to: #require(host.find(text: "Bread")))
        #expect(titles(host) == ["Eggs", "Bread", "Milk"])
        try host.drag(
            from: #require(host.find(text: "Milk")), to: #require(host.find(text: "Eggs")))
        #expect(titles(host) == ["Milk", "Eggs", "Bread"])
        #expect(file.load().todos.map(\.title) == ["Milk", "Eggs", "Bread"])
        host.unmount()
    }

    @Test("text and text files dropped on the list become todos, one per line")
    func dropTextAndFiles() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (host, _) = try host(with: ["Milk"])
        try host.drop([.text("Eggs\nJam")], on: #require(host.find(text: "Milk")))
        #expect(titles(host) == ["Milk", "Eggs", "Jam"])
        let list = directory.appendingPathComponent("shopping.txt")
        try "Tea\nRice\n".write(to: list, atomically: true, encoding: .utf8)
        let used = try host.drop(
            [.file(list), .file(directory)], on: #require(host.find(text: "Milk")))
        #expect(used)
        #expect(titles(host) == ["Milk", "Eggs", "Jam", "Tea", "Rice"], "the folder adds nothing")
        host.unmount()
    }

    @Test("a paste of more than the limit adds the limit, and the window says what it left out")
    func pasteOverTheLimit() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (host, file) = try host(with: ["Milk"])
        let limit = TodoTransfer.maximumTodos
        let length = TodoTransfer.maximumTitleLength
        let long = String(repeating: "x", count: length + 500)
        host.clipboard.items = [
            .text(([long] + (1...limit + 5).map { "Todo \($0)" }).joined(separator: "\n"))
        ]
        try host.tap(text: "Paste")
        await host.settle()
        let saved = file.load().todos
        #expect(saved.count == 1 + limit)
        #expect(saved[1].title == String(repeating: "x", count: length))
        #expect(saved.last?.title == "Todo \(limit - 1)")
        #expect(
            host.find(label: "Notice")?.text
                == "Only the first \(limit) todos were added: one paste or drop adds at most \(limit). "
                + "1 title was cut to its first \(length) characters.")
        try host.toggle(#require(host.find(text: "Milk")))
        #expect(host.find(label: "Notice") == nil, "the next action clears the notice")
        host.unmount()
    }

    @Test("a drop of more files than the limit reads the limit, and the window says so")
    func dropOverTheLimit() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (host, file) = try host(with: ["Milk"])
        let limit = TodoTransfer.maximumFiles
        let files = (0..<limit + 3).map { directory.appendingPathComponent("dropped-\($0).txt") }
        for (index, url) in files.enumerated() {
            try "Dropped \(index)\n".write(to: url, atomically: false, encoding: .utf8)
        }
        let used = try host.drop(files.map { .file($0) }, on: #require(host.find(text: "Milk")))
        #expect(used)
        let saved = file.load().todos
        #expect(saved.count == 1 + limit)
        #expect(saved.last?.title == "Dropped \(limit - 1)")
        #expect(
            host.find(label: "Notice")?.text
                == "3 dropped files were not read: one drop reads at most \(limit) files "
                + "and adds at most \(TodoTransfer.maximumTodos) todos.")
        host.unmount()
    }
}
