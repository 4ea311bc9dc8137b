import Foundation
import Testing

@testable import TodoList

@Suite struct TodoFileTests {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("todo-file-\(UUID().uuidString)")

    private func backups() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasPrefix("todos.corrupt-") }
    }

    @Test("a missing file is a first start with an empty list")
    func missingFile() {
        #expect(TodoFile(directory: directory).load() == .missing)
    }

    @Test("what is saved is loaded, with the directory made on the way")
    func roundTrip() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = TodoFile(directory: directory)
        let todos = [Todo(title: "Milk"), Todo(title: "Bread", isDone: true)]
        try file.save(todos)
        #expect(file.load() == .loaded(todos))
        try file.save([])
        #expect(file.load() == .loaded([]))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(leftovers == ["todos.json"], "no temporary file is left behind")
    }

    @Test("a corrupt file is copied aside, byte for byte, and the app starts empty")
    func corruptFile() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = TodoFile(directory: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let garbage = Data("{\"not\": \"a list\"".utf8)
        try garbage.write(to: file.url)

        let load = file.load()
        guard case .corrupt(let backup) = load else {
            Issue.record("expected a corrupt load, got \(load)")
            return
        }
        #expect(try Data(contentsOf: backup) == garbage)
        #expect(load.todos.isEmpty && load.allowsSaving)
        #expect(load.notice?.contains(backup.path) == true)

        _ = file.load()
        #expect(backups().count == 2, "a second bad start keeps a second copy")
    }

    @Test("an unreadable file is left alone and never saved over")
    func unreadableFile() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = TodoFile(directory: directory)
        // A directory where the file should be cannot be read, even by root.
        try FileManager.default.createDirectory(at: file.url, withIntermediateDirectories: true)
        let load = file.load()
        guard case .unreadable = load else {
            Issue.record("expected an unreadable load, got \(load)")
            return
        }
        #expect(!load.allowsSaving)
        #expect(load.notice?.contains("will not be saved") == true)
        #expect(backups().isEmpty)
    }

    @Test("a save cut short leaves the saved list whole")
    func interruptedSave() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = TodoFile(directory: directory)
        let todos = [Todo(title: "Milk")]
        try file.save(todos)
        // What a crash during the next save leaves: a half-written temporary file.
        let partial = directory.appendingPathComponent(".todos.json.99999.tmp")
        try Data("[{\"id\":".utf8).write(to: partial)
        #expect(file.load() == .loaded(todos))
        try file.save(todos + [Todo(title: "Bread")])
        #expect(file.load().todos.count == 2)
    }

    @Test("a save that cannot be written throws and leaves nothing behind")
    func failedSave() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let blocker = directory.appendingPathComponent("blocker")
        try Data().write(to: blocker)
        let file = TodoFile(directory: blocker.appendingPathComponent("sub"))
        #expect(throws: (any Error).self) { try file.save([Todo(title: "Milk")]) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["blocker"])
    }
}
