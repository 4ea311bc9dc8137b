// `make bench-todolist`: TodoList with large data, in GTK under Xvfb. Each
// test is one scenario, run by the Makefile in a process of its own so that
// its peak memory is its own; each prints one line
// "TodoList <scenario>: <seconds> s, peak <MiB> MiB".
//
// The clock runs from the user's action (the app's start, Paste, the drop)
// until the window shows the result and every render and effect (the save)
// has run.

import Foundation
import Gtk
import GtkHooks
import GtkTesting
import XCTest

@testable import TodoList

final class TodoListScaleBenchmark: XCTestCase {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("todo-list-scale-\(UUID().uuidString)")
    /// How long a scenario may take before it counts as hung.
    private static let bound = Duration.seconds(
        Int(ProcessInfo.processInfo.environment["TODOLIST_BENCH_BOUND"] ?? "") ?? 300)

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
        super.tearDown()
    }

    func testFirstWindowOf100000Todos() throws {
        let file = TodoFile(directory: directory)
        try file.save((0..<100_000).map { Todo(title: "Todo \($0)") })
        let start = ContinuousClock.now
        try MainActor.assumeIsolated {
            try GtkTester.run(TodoListView(file: file), watchdog: Self.bound) { app in
                XCTAssertNotNil(app.find(text: "100000 items left"))
                Self.report("first window of 100,000 todos", since: start)
            }
        }
    }

    func testPasteOf50MBOnOneLine() throws {
        try paste(String(repeating: "x", count: 50_000_000), scenario: "paste of 50 MB on one line")
    }

    func testPasteOf50MBIn3800000Lines() throws {
        // 13 bytes a line: "todo 0000001\n".
        var text = ""
        text.reserveCapacity(50_000_000)
        for line in 0..<3_846_154 {
            let number = String(line)
            text += "todo " + String(repeating: "0", count: 7 - number.count) + number + "\n"
        }
        try paste(text, scenario: "paste of 50 MB in 3,846,154 lines")
    }

    func testDropOf20000Files() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let files = (0..<20_000).map { directory.appendingPathComponent("dropped-\($0).txt") }
        for (index, file) in files.enumerated() {
            try Data("Dropped \(index)\n".utf8).write(to: file)
        }
        let file = TodoFile(directory: directory)
        try file.save([Todo(title: "Seed")])
        try MainActor.assumeIsolated {
            try GtkTester.run(TodoListView(file: file), watchdog: Self.bound) { app in
                let footer = try app.require(text: "1 item left")
                let start = ContinuousClock.now
                try app.drop(files.map { .file($0) }, on: app.require(text: "Seed"))
                try await Self.waitForResult(of: app, footer: footer)
                Self.report("drop of 20,000 files", since: start)
            }
        }
    }

    private func paste(_ text: String, scenario: String) throws {
        let file = TodoFile(directory: directory)
        try file.save([Todo(title: "Seed")])
        try MainActor.assumeIsolated {
            try GtkTester.run(TodoListView(file: file), watchdog: Self.bound) { app in
                let footer = try app.require(text: "1 item left")
                AppServices.Clipboard.gtk.copy(text)
                let start = ContinuousClock.now
                try app.click(text: "Paste")
                try await Self.waitForResult(of: app, footer: footer)
                Self.report(scenario, since: start)
            }
        }
    }

    /// Waits until the footer's count changed and every render and effect ran.
    @MainActor private static func waitForResult(of app: GtkTester, footer: Gtk.Widget)
        async throws
    {
        try await app.waitUntil(bound: bound) { footer.displayedText != "1 item left" }
        try await app.waitUntilSettled()
    }

    private static func report(_ scenario: String, since start: ContinuousClock.Instant) {
        let elapsed = (ContinuousClock.now - start).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let tenths = (seconds * 10).rounded() / 10
        print("TodoList \(scenario): \(tenths) s, peak \(usage.ru_maxrss / 1024) MiB")
    }
}
