import Foundation
import GtkHooks
import TestHost
import Testing

@testable import AsyncDemo

@Suite struct AsyncDemoTests {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("async-demo-\(UUID().uuidString)")

    init() throws {
        let folder = directory.appendingPathComponent("folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("hello".utf8).write(to: directory.appendingPathComponent("b.txt"))
        try Data("hi".utf8).write(to: directory.appendingPathComponent("a.txt"))
    }

    /// Flushes and lets the app's tasks run until `condition` holds; the bound
    /// is a watchdog.
    private func waitUntil(_ host: TestHost, _ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(10)
        while !condition() {
            #expect(ContinuousClock.now < deadline, "timed out; the tree is:\n\(host.dump())")
            if ContinuousClock.now >= deadline { return }
            await host.settle()
            try await Task.sleep(for: .milliseconds(2))
        }
    }

    private func names(_ host: TestHost) -> [String] {
        host.findAll(role: .label).compactMap(\.text).filter { !$0.hasPrefix("/") }
    }

    @Test("lists a directory, folders first, and reads its files with progress")
    func listsADirectory() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let host = TestHost(AsyncDemoView(initialPath: directory.path))
        #expect(host.find(label: "Loading") != nil, "a spinner while loading")
        try await waitUntil(host) { host.find(text: "a.txt") != nil }
        #expect(Array(names(host).prefix(3)) == ["folder", "a.txt", "b.txt"])
        try await waitUntil(host) { host.find(text: "Read 2 of 2 files (7 bytes)") != nil }
        host.unmount()
    }

    @Test("a missing path or a file shows an error view, not a listing")
    func badPathsShowAnError() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("missing").path
        let host = TestHost(AsyncDemoView(initialPath: missing))
        try await waitUntil(host) { host.find(label: "Error") != nil }
        #expect(host.find(label: "Error")?.text == "\(missing) does not exist.")

        let file = directory.appendingPathComponent("a.txt").path
        let field = try #require(host.find(label: "Path"))
        try host.type(file, into: field)
        try host.submit(field)
        try await waitUntil(host) {
            host.find(text: "\(file) is not a directory.") != nil
        }
        host.unmount()
    }

    @Test("the listing and the read progress name the same problem for a missing path")
    func bothErrorViewsAgree() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("missing").path
        let host = TestHost(AsyncDemoView(initialPath: missing))
        try await waitUntil(host) { host.findAll(label: "Error").count == 2 }
        #expect(
            host.findAll(label: "Error").map(\.text)
                == Array(repeating: "\(missing) does not exist.", count: 2))
        host.unmount()
    }

    @Test("a new path replaces the listing; the old load's result never shows")
    func changingThePathCancels() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let host = TestHost(AsyncDemoView(initialPath: directory.path))
        let field = try #require(host.find(label: "Path"))
        let folder = directory.appendingPathComponent("folder").path
        try host.type(folder, into: field)
        try host.tap(text: "Open")
        try await waitUntil(host) { host.find(text: "This folder is empty.") != nil }
        await host.settle()
        #expect(host.find(text: "a.txt") == nil, "\(host.dump())")
        host.unmount()
    }

    @Test("Reload lists the directory again through useAsyncPerform")
    func reloadShowsNewFiles() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let host = TestHost(AsyncDemoView(initialPath: directory.path))
        try await waitUntil(host) { host.find(text: "a.txt") != nil }
        try Data().write(to: directory.appendingPathComponent("c.txt"))
        try host.tap(try #require(host.find(label: "Reload")))
        try await waitUntil(host) { host.find(text: "c.txt") != nil }
        host.unmount()
    }
}
