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
}
