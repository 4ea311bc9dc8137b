import Foundation
import GtkHooks
import TestHost
import Testing

@testable import TodoList

@MainActor @Suite struct TodoDocumentsTests {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("todo-documents-\(UUID().uuidString)")

    private func windowTitles(_ host: TestHost) -> [String?] {
        host.findAll(role: .window).map(\.text)
    }

    @Test("without files the user's list opens; files of later launches open beside it")
    func launchesOpenWindows() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let standard = TodoFile(directory: directory)
        let host = TestHost()
        host.app.receive(Launch(arguments: ["TodoList"], workingDirectory: directory.path))
        host.render(TodoDocuments(standardFile: standard))
        #expect(windowTitles(host) == ["Todos"])
        host.app.receive(
            Launch(arguments: ["TodoList", "work.json"], workingDirectory: directory.path))
        host.flush()
        #expect(windowTitles(host) == ["Todos", "work.json"])
        host.app.receive(
            Launch(arguments: ["TodoList", "work.json"], workingDirectory: directory.path))
        host.flush()
        #expect(windowTitles(host) == ["Todos", "work.json"], "an open file is not opened twice")
        let work = try #require(host.findAll(role: .window).first { $0.text == "work.json" })
        #expect(try await host.close(work))
        #expect(windowTitles(host) == ["Todos"])
    }

    @Test("files on the first command line open instead of the user's list")
    func firstLaunchFiles() throws {
        let host = TestHost()
        host.app.receive(
            Launch(arguments: ["TodoList", "a.json", "b.json"], workingDirectory: directory.path))
        host.render(TodoDocuments(standardFile: TodoFile(directory: directory)))
        #expect(windowTitles(host) == ["a.json", "b.json"])
    }

    @Test("closing a window whose list is not saved asks, and keeping it open is possible")
    func unsavedListAsks() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data().write(to: directory.appendingPathComponent("blocked"))
        let file = TodoFile(url: directory.appendingPathComponent("blocked/todos.json"))
        let host = TestHost(TodoDocuments(standardFile: file))
        let field = try #require(host.find(label: "New todo"))
        try host.type("Milk", into: field)
        try host.submit(field)
        host.dialogs.alertAnswers = [0, 1]
        let window = try #require(host.find(role: .window))
        #expect(try await host.close(window) == false)
        #expect(host.dialogs.alerts.map(\.title) == ["Close without saving?"])
        #expect(try await host.close(window))
        #expect(host.find(role: .window) == nil)
    }

    @Test("a file asked for again by another path (a linked folder) opens no second window")
    func sameFileOnce() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let real = directory.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        try Data("[]".utf8).write(to: real.appendingPathComponent("list.json"))
        try FileManager.default.createSymbolicLink(
            at: directory.appendingPathComponent("link"), withDestinationURL: real)
        let host = TestHost()
        host.app.receive(
            Launch(
                arguments: ["TodoList", "real/list.json", "link/list.json"],
                workingDirectory: directory.path))
        host.render(TodoDocuments(standardFile: TodoFile(directory: directory)))
        #expect(windowTitles(host) == ["list.json"])
        host.app.receive(
            Launch(arguments: ["TodoList", "link/list.json"], workingDirectory: directory.path))
        host.flush()
        #expect(windowTitles(host) == ["list.json"], "a later launch does not open it again")
        let window = try #require(host.find(role: .window)?.as(Window.self))
        #expect(window.raiseRequest == 1, "asking for it again brings its window forward")
    }

    @Test("a file whose name is not UTF-8 opens with its list, and edits are saved to it")
    func nameThatIsNotUTF8() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let name = Array("bad".utf8) + [0xFF, 0xFE] + Array(".json".utf8)
        let path = BytePath(directory).appending(name)
        try TodoFile(url: path.url).save([Todo(title: "Milk")])
        let host = TestHost()
        host.app.receive(
            Launch(
                argumentBytes: [Array("TodoList".utf8), name],
                workingDirectory: Array(directory.path.utf8)))
        host.render(TodoDocuments(standardFile: TodoFile(directory: directory)))
        #expect(host.find(text: "Milk") != nil, "the list in the file is shown")
        let field = try #require(host.find(label: "New todo"))
        try host.type("Bread", into: field)
        try host.submit(field)
        #expect(TodoFile(url: path.url).load().todos.map(\.title) == ["Milk", "Bread"])
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(names.count == 1, "no second file named with U+FFFD: \(names)")
    }
}
