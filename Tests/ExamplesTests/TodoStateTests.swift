import Foundation
import TestHost
import Testing
import XCTest

@testable import TodoList

/// TodoList's model runs off the main actor, as tests and apps run it.
///
/// This target uses main-actor default isolation, as app and test targets do; the
/// example's model is `nonisolated`.
///
/// `sample` is `Sendable` and this module sees `todoReducer` as nonisolated (Swift 6.3
/// does not carry a top-level function's inferred isolation to other modules), so the
/// suite's initializer is nonisolated and Swift Testing runs it off the main thread:
/// there a closure of main-actor model code stops the whole test process with a failed
/// main-queue assertion.
@Suite struct TodoStateTests {
    /// 1,000 todos, every third one done, made when the suite is made.
    let sample = todoReducer(
        state: TodoState(),
        action: .insert(
            TodoTransfer(todos: (0..<1_000).map { Todo(title: "Todo \($0)", isDone: $0 % 3 == 0) }))
    )

    @Test("sample data in a suite's stored property is made with the model's closures")
    func storedSampleData() {
        #expect(sample.todos.count == 1_000)
        #expect(sample.activeCount == 666)
        var done = sample
        done.filter = .done
        #expect(done.visibleTodos.count == 334)
    }

    @Test("the reducer, the filters and the JSON coding run in a background task")
    func backgroundTask() async throws {
        let (left, data) = try await Task.detached { [sample] in
            let cleared = todoReducer(state: sample, action: .clearDone)
            return (cleared.visibleTodos.count, try JSONEncoder().encode(cleared.todos))
        }.value
        #expect(left == 666)
        #expect(try JSONDecoder().decode([Todo].self, from: data).count == 666)
    }
}

/// An XCTest case in a target with main-actor default isolation.
///
/// The class is declared `nonisolated`: XCTest's `init(name:testClosure:)` and
/// `setUp()` are nonisolated, so a main-actor subclass does not compile, and XCTest on
/// Linux cannot run a main-actor test method. The methods run on the main thread: the
/// model is called directly, views inside `MainActor.assumeIsolated`.
nonisolated final class TodoStateXCTests: XCTestCase {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("todo-state-\(UUID().uuidString)")

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
        super.tearDown()
    }

    func testTheModelAndAViewInOneTest() throws {
        let state = todoReducer(state: TodoState(), action: .add(" Milk "))
        XCTAssertEqual(state.todos.map(\.title), ["Milk"])
        let file = TodoFile(directory: directory)
        try file.save(state.todos)
        try MainActor.assumeIsolated {
            let host = TestHost(TodoListView(file: file))
            XCTAssertNotNil(host.find(text: "Milk"), host.dump())
            try host.tap(text: "Clear done")
            XCTAssertNotNil(host.find(text: "1 item left"), host.dump())
            host.unmount()
        }
    }
}
