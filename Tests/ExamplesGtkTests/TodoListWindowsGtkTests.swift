import Foundation
@_spi(Testing) import Gtk
import GtkHooks
import GtkTesting
import XCTest

@testable import TodoList

final class TodoListWindowsGtkTests: ExampleTestCase {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("todo-list-windows-\(UUID().uuidString)")

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
        super.tearDown()
    }

    func testAnEditMadeJustBeforeClosingTheWindowIsSaved() throws {
        let directory = directory
        try MainActor.assumeIsolated {
            let file = TodoFile(directory: directory)
            try GtkTester.run(TodoDocuments(standardFile: file)) { app in
                let window = try XCTUnwrap(app.windows.first)
                let field = try XCTUnwrap(app.find(label: "New todo"), app.dump())
                try app.type("Milk", into: field)
                try app.submit(field)
                window.close()
                XCTAssertEqual(file.load().todos.map(\.title), ["Milk"])
                try await app.waitUntil { app.windows.isEmpty }
            }
        }
    }

    func testClosingAWindowWhoseLastSaveFailedAsksFirst() throws {
        let directory = directory
        try MainActor.assumeIsolated {
            // A file where the list's directory should be: every save fails.
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true)
            try Data().write(to: directory.appendingPathComponent("blocked"))
            let file = TodoFile(url: directory.appendingPathComponent("blocked/todos.json"))
            try GtkTester.run(TodoDocuments(standardFile: file)) { app in
                let window = try XCTUnwrap(app.windows.first)
                let field = try XCTUnwrap(app.find(label: "New todo"), app.dump())
                try app.type("Milk", into: field)
                try app.submit(field)
                try await app.waitUntil { app.find(label: "Notice") != nil }
                window.close()
                try await app.waitUntil { !MessageDialog.open.isEmpty }
                let ask = try XCTUnwrap(MessageDialog.open.last)
                ask.close()  // Escape: keep the window open
                try await app.waitUntil { MessageDialog.open.isEmpty }
                XCTAssertTrue(window.isVisible)
                // A close while the first answer is on its way is ignored: retry.
                try await app.waitUntil {
                    if MessageDialog.open.isEmpty { window.close() }
                    return !MessageDialog.open.isEmpty
                }
                try app.click(XCTUnwrap(MessageDialog.open.last?.button(at: 1)))
                try await app.waitUntil { app.windows.isEmpty }
            }
        }
    }

    func testASecondLaunchAndTheDesktopOpenFilesInTheRunningInstance() throws {
        let directory = directory
        try MainActor.assumeIsolated {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true)
            setenv("XDG_DATA_HOME", directory.path, 1)
            setenv("XDG_CONFIG_HOME", directory.path, 1)
            let first = directory.appendingPathComponent("first.json")
            try TodoFile(url: first).save([Todo(title: "Milk")])
            for name in ["second.json", "third.json"] {
                try TodoFile(url: directory.appendingPathComponent(name)).save([Todo(title: name)])
            }
            var titles: [String] = []
            var secondStatus: Int32?
            var failure: (any Error)?
            let driver = Task { @MainActor in
                do {
                    try await Self.launchSecond(in: directory) { secondStatus = $0 }
                    titles = GtkAppRoot.live.flatMap(\.windows).compactMap(\.title)
                } catch {
                    failure = error
                }
                for window in GtkAppRoot.live.flatMap(\.windows) { window.close() }
            }
            let status = TodoListApp.run(arguments: ["TodoList", first.path], isUnique: true)
            MainLoop.drainPendingEvents()
            driver.cancel()
            unsetenv("XDG_DATA_HOME")
            unsetenv("XDG_CONFIG_HOME")
            if let failure { throw failure }
            XCTAssertEqual(status, 0)
            XCTAssertEqual(secondStatus, 0, "the second launch handed over and exited")
            XCTAssertEqual(titles, ["first.json", "second.json", "third.json"])
        }
    }

    /// Once the first window is up, runs `TodoList second.json` in `directory`
    /// and waits for it to exit and for its window to open here; then asks
    /// the app to open `third.json` over D-Bus as the desktop does
    /// (`gapplication launch`, GApplication's `open`).
    @MainActor private static func launchSecond(
        in directory: URL, exited: (Int32) -> Void
    ) async throws {
        let windows = { GtkAppRoot.live.flatMap(\.windows).compactMap(\.title) }
        try await waitUntil { windows() == ["first.json"] }
        let second = Process()
        second.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            .deletingLastPathComponent().appendingPathComponent("TodoList")
        second.arguments = ["second.json"]
        second.currentDirectoryURL = directory
        try second.run()
        try await waitUntil { !second.isRunning }
        exited(second.terminationStatus)
        try await waitUntil { windows().count == 2 }
        let desktop = Process()
        desktop.executableURL = URL(fileURLWithPath: "/usr/bin/gapplication")
        desktop.arguments = [
            "launch", TodoListApp.id, directory.appendingPathComponent("third.json").path,
        ]
        try desktop.run()
        try await waitUntil { windows().count == 3 }
    }

    @MainActor private static func waitUntil(_ condition: @MainActor () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(30)
        while !condition() {
            guard ContinuousClock.now < deadline else {
                throw GtkTesterError.timedOut(.seconds(30))
            }
            try await Task.sleep(for: .milliseconds(10))
        }
    }
}
