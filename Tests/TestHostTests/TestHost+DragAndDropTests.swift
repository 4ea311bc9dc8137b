import Foundation
import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

/// A row value that travels as itself within the app and as text outside it.
private struct Chore: Hashable, Sendable, Transferable {
    var id: Int
    var title: String
    var transferItems: [TransferItem] { [.value(self), .text(title)] }
}

private final class Log {
    var dropped: [String] = []
    var targeted: [Bool] = []
}

private struct Board: HookView {
    let log: Log

    var hookBody: some View {
        let tasks = useState([
            Chore(id: 1, title: "Milk"), Chore(id: 2, title: "Eggs"), Chore(id: 3, title: "Bread"),
        ])
        VStack {
            List(tasks.wrappedValue, id: \.id) { task in Text(task.title) }
                .onMove { tasks.wrappedValue.move(from: $0, to: $1) }
            Text("Drag me").draggable("dragged text")
            Text("Drag task").draggable(Chore(id: 9, title: "Walk"))
            Text("Text here")
                .dropDestination(for: String.self) { texts in
                    log.dropped += texts
                    return true
                } isTargeted: {
                    log.targeted.append($0)
                }
            Text("Tasks here")
                .dropDestination(for: Chore.self) { tasks in
                    log.dropped += tasks.map { "task \($0.title)" }
                    return true
                }
            VStack { Text("Files here") }
                .dropDestination(for: URL.self) { urls in
                    log.dropped += urls.map(\.path)
                    return true
                }
        }
    }
}

struct TestHostDragAndDropTests {
    private func rows(_ host: TestHost) -> [String] {
        host.find(role: .list)?.children.flatMap(\.children).compactMap(\.text) ?? []
    }

    @Test("dragging text onto a text destination drops it, with hover feedback around the drop")
    @MainActor func dragText() throws {
        let log = Log()
        let host = TestHost(Board(log: log))
        let used = try host.drag(
            from: #require(host.find(text: "Drag me")), to: #require(host.find(text: "Text here")))
        #expect(used)
        #expect(log.dropped == ["dragged text"])
        #expect(log.targeted == [true, false])
    }

    @Test("an app value drops as itself where it is taken, and as its text where text is")
    @MainActor func dragAppValue() throws {
        let log = Log()
        let host = TestHost(Board(log: log))
        let source = try #require(host.find(text: "Drag task"))
        try host.drag(from: source, to: #require(host.find(text: "Tasks here")))
        try host.drag(from: source, to: #require(host.find(text: "Text here")))
        #expect(log.dropped == ["task Walk", "Walk"])
    }

    @Test("files dropped from outside reach the nearest destination that takes files")
    @MainActor func dropFiles() throws {
        let log = Log()
        let host = TestHost(Board(log: log))
        let files: [TransferItem] = [
            .file(URL(fileURLWithPath: "/tmp/a.txt")), .file(URL(fileURLWithPath: "/tmp/b c.txt")),
        ]
        try host.drop(files, on: #require(host.find(text: "Files here")))
        #expect(log.dropped == ["/tmp/a.txt", "/tmp/b c.txt"])
    }

    @Test("dragging a row onto another moves it there, as SwiftUI's onMove offsets say")
    @MainActor func moveRows() throws {
        let host = TestHost(Board(log: Log()))
        #expect(rows(host) == ["Milk", "Eggs", "Bread"])
        try host.drag(
            from: #require(host.find(text: "Milk")), to: #require(host.find(text: "Eggs")))
        #expect(rows(host) == ["Eggs", "Milk", "Bread"])
        try host.drag(
            from: #require(host.find(text: "Bread")), to: #require(host.find(text: "Eggs")))
        #expect(rows(host) == ["Bread", "Eggs", "Milk"])
        try host.drag(
            from: #require(host.find(text: "Eggs")), to: #require(host.find(text: "Eggs")))
        #expect(rows(host) == ["Bread", "Eggs", "Milk"])
    }

    @Test("a drag from nothing draggable, or onto nothing that takes it, throws")
    @MainActor func nothingToDrag() throws {
        let host = TestHost(Board(log: Log()))
        #expect(throws: TestHostError.self) {
            try host.drag(
                from: #require(host.find(text: "Text here")),
                to: #require(host.find(text: "Tasks here")))
        }
        #expect(throws: TestHostError.self) {
            try host.drag(
                from: #require(host.find(text: "Drag me")),
                to: #require(host.find(text: "Files here")))
        }
    }
}
