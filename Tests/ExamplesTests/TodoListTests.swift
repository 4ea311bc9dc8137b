import Foundation
import GtkHooks
import TestHost
import Testing

@testable import TodoList

@Suite struct TodoListTests {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("todo-list-\(UUID().uuidString)")

    private func add(_ title: String, in host: TestHost) throws {
        let field = try #require(host.find(label: "New todo"))
        try host.type(title, into: field)
        try host.submit(field)
    }

    @Test("add, toggle, edit in place and delete, saved after each change")
    func editsAreSaved() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = TodoFile(directory: directory)
        let host = TestHost(TodoListView(file: file))
        try add("Milk", in: host)
        try add("Bread", in: host)
        #expect(host.find(label: "New todo")?.text == "", "the entry is cleared")
        #expect(host.find(text: "2 items left") != nil)

        try host.toggle(try #require(host.find(text: "Milk")))
        #expect(host.find(text: "1 item left") != nil)

        try host.tap(try #require(host.find(label: "Edit Bread")))
        let title = try #require(host.find(label: "Title of Bread"))
        try host.type("Rye bread", into: title)
        try host.submit(title)
        #expect(host.find(text: "Rye bread") != nil, "\(host.dump())")
        // Escape in the title keeps the old one.
        try host.tap(try #require(host.find(label: "Edit Rye bread")))
        try host.type("Spelt", into: try #require(host.find(label: "Title of Rye bread")))
        try host.press(.escape, in: try #require(host.find(label: "Title of Rye bread")))
        #expect(host.find(label: "Title of Rye bread") == nil, "no longer editing")
        #expect(host.find(text: "Rye bread") != nil)

        try host.tap(try #require(host.find(label: "Delete Milk")))
        #expect(file.load().todos.map(\.title) == ["Rye bread"])
        host.unmount()
    }

    @Test("filters and their shortcuts show active or done todos")
    func filtering() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try TodoFile(directory: directory).save([
            Todo(title: "Milk", isDone: true), Todo(title: "Bread"),
        ])
        let host = TestHost(TodoListView(file: TodoFile(directory: directory)))
        let done = try #require(host.find(text: "Done")?.as(Button.self))
        #expect(done.shortcut == KeyboardShortcut("3"))
        try host.tap(text: "Done")
        #expect(host.find(text: "Milk") != nil && host.find(text: "Bread") == nil)
        try host.tap(text: "Clear done")
        #expect(host.find(text: "Milk") == nil)
        try host.tap(text: "All")
        #expect(host.find(text: "Bread") != nil)
        host.unmount()
    }

    @Test("a corrupt file: the app says so, keeps a copy and starts empty")
    func corruptFileIsReported() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = TodoFile(directory: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("garbage".utf8).write(to: file.url)
        let host = TestHost(TodoListView(file: file))
        let notice = try #require(host.find(label: "Notice")?.text)
        #expect(notice.contains("A copy was kept"))
        #expect(host.find(text: "0 items left") != nil)
        host.unmount()
    }

    @Test("an unreadable file: the app says so and never writes over it")
    func unreadableFileIsNeverOverwritten() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = TodoFile(directory: directory)
        try FileManager.default.createDirectory(at: file.url, withIntermediateDirectories: true)
        let host = TestHost(TodoListView(file: file))
        #expect(host.find(label: "Notice")?.text?.contains("will not be saved") == true)
        try add("Milk", in: host)
        #expect(host.find(text: "Milk") != nil)
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: file.url.path, isDirectory: &isDirectory))
        #expect(isDirectory.boolValue, "the unreadable entry is untouched")
        host.unmount()
    }

    @Test("a failed save is reported in the window, and the list stays on screen")
    func saveErrorIsReported() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let blocker = directory.appendingPathComponent("blocker")
        try Data().write(to: blocker)
        let host = TestHost(TodoListView(file: TodoFile(directory: blocker)))
        try add("Milk", in: host)
        #expect(host.find(text: "Milk") != nil)
        #expect(host.find(label: "Notice")?.text?.hasPrefix("The list could not be saved") == true)
        host.unmount()
    }
}
