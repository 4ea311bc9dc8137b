import Foundation
import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

/// A row value that travels as itself within the app and as text outside it.
private struct Chore: Hashable, Sendable, Transferable {
    var id: Int
    var title: String
    var transferItems: [TransferItem] { [.value(self), .text(title)] }
}

@MainActor private final class Drops {
    var dropped: [String] = []
    var targeted: [Bool] = []
}

private struct Destinations: View {
    let drops: Drops

    var body: some View {
        VStack {
            Text("Drag me").draggable("dragged text")
            Text("Drag chore").draggable(Chore(id: 9, title: "Walk"))
            Text("Text here")
                .dropDestination(for: String.self) { texts in
                    drops.dropped += texts
                    return true
                } isTargeted: {
                    drops.targeted.append($0)
                }
            Text("Chores here")
                .dropDestination(for: Chore.self) { chores in
                    drops.dropped += chores.map { "chore \($0.title)" }
                    return true
                }
            VStack { Text("Files here") }
                .dropDestination(for: URL.self) { urls in
                    drops.dropped += urls.map(\.path)
                    return true
                }
        }
    }
}

private struct Reorderable: HookView {
    var hookBody: some View {
        let chores = useState([
            Chore(id: 1, title: "Milk"), Chore(id: 2, title: "Eggs"), Chore(id: 3, title: "Bread"),
        ])
        VStack {
            Text("order: " + chores.wrappedValue.map(\.title).joined(separator: " "))
            List(chores.wrappedValue, id: \.id) { chore in Text(chore.title) }
                .onMove { chores.wrappedValue.move(from: $0, to: $1) }
                .frame(height: 200)
        }
    }
}

final class DragAndDropGtkTests: GtkHostTestCase {
    func testDraggingTextOntoADestinationDropsItWithHoverFeedback() throws {
        try MainActor.assumeIsolated {
            let drops = Drops()
            try GtkTester.run(Destinations(drops: drops)) { app in
                try await app.waitUntilMapped()
                let used = try app.drag(
                    from: app.require(text: "Drag me"), to: app.require(text: "Text here"))
                XCTAssertTrue(used)
                XCTAssertEqual(drops.dropped, ["dragged text"])
                XCTAssertEqual(drops.targeted, [true, false])
            }
        }
    }

    func testAnAppValueDropsAsItselfWhereItIsTakenAndAsTextWhereTextIs() throws {
        try MainActor.assumeIsolated {
            let drops = Drops()
            try GtkTester.run(Destinations(drops: drops)) { app in
                try await app.waitUntilMapped()
                let source = try app.require(text: "Drag chore")
                try app.drag(from: source, to: app.require(text: "Chores here"))
                try app.drag(from: source, to: app.require(text: "Text here"))
                XCTAssertEqual(drops.dropped, ["chore Walk", "Walk"])
            }
        }
    }

    func testFilesDroppedFromAnotherAppReachTheNearestDestinationTakingFiles() throws {
        try MainActor.assumeIsolated {
            let drops = Drops()
            try GtkTester.run(Destinations(drops: drops)) { app in
                try await app.waitUntilMapped()
                let files: [TransferItem] = [
                    .file(URL(fileURLWithPath: "/tmp/a.txt")),
                    .file(URL(fileURLWithPath: "/tmp/b c.txt")),
                ]
                try app.drop(files, on: app.require(text: "Files here"))
                XCTAssertEqual(drops.dropped, ["/tmp/a.txt", "/tmp/b c.txt"])
                XCTAssertThrowsError(try app.drop(files, on: app.require(text: "Text here")))
            }
        }
    }

    func testDraggingARowOfAListOntoAnotherMovesIt() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Reorderable()) { app in
                try await app.waitUntilMapped()
                try await app.waitUntilSettled()
                try app.drag(from: app.require(text: "Milk"), to: app.require(text: "Eggs"))
                try await app.waitUntil { app.find(text: "order: Eggs Milk Bread") != nil }
                try await app.waitUntilSettled()
                try app.drag(from: app.require(text: "Bread"), to: app.require(text: "Eggs"))
                try await app.waitUntil { app.find(text: "order: Bread Eggs Milk") != nil }
            }
        }
    }

    func testADragCarriesTheValueOfTheLatestRenderAndDestinationsFollowTheirKinds() throws {
        try MainActor.assumeIsolated {
            let drops = Drops()
            let view = HookScope {
                let count = useState(0)
                VStack {
                    Widgets.Button("Next") { count.wrappedValue += 1 }
                    Text("Drag").draggable("value \(count.wrappedValue)")
                    if count.wrappedValue == 0 {
                        Text("Here").dropDestination(for: URL.self) { _ in true }
                    } else {
                        Text("Here").dropDestination(for: String.self) { texts in
                            drops.dropped += texts
                            return true
                        }
                    }
                }
            }
            try GtkTester.run(view) { app in
                try await app.waitUntilMapped()
                XCTAssertEqual(try app.require(text: "Here").dropKinds, [.files])
                XCTAssertThrowsError(
                    try app.drag(from: app.require(text: "Drag"), to: app.require(text: "Here")))
                try app.click(text: "Next")
                try await app.waitUntilSettled()
                XCTAssertEqual(try app.require(text: "Here").dropKinds, [.text])
                try app.drag(from: app.require(text: "Drag"), to: app.require(text: "Here"))
                XCTAssertEqual(drops.dropped, ["value 1"])
            }
        }
    }

    func testOnMoveOnAViewThatIsNotAListIsReportedAndIgnored() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Text("not a list").onMove { _, _ in }) { app in
                let label = try app.require(text: "not a list")
                XCTAssertFalse(label.hasDragSource)
                XCTAssertTrue(
                    Log.recentWarnings.contains {
                        $0.contains("ignored onMove on Text: only a List moves its rows")
                    })
            }
        }
    }
}
