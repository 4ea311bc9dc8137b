import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private struct FilteredNotes: HookView {
    let changes: Recorder<String>
    let submits: Recorder<String>
    var delay: Int? = 300

    var hookBody: some View {
        let query = useState("")
        let binding = Binding(
            get: { query.wrappedValue },
            set: {
                changes.record($0)
                query.wrappedValue = $0
            })
        VStack {
            SearchField("Search notes", text: binding, delay: delay) {
                submits.record(query.wrappedValue)
            }
            Text("Query: \(query.wrappedValue)")
            Widgets.Button("Preset") { query.wrappedValue = "preset" }
        }
    }
}

final class SearchFieldGtkTests: GtkHostTestCase {
    func testG42TypingWritesTheBindingOnlyAfterTheSearchDelay() throws {
        try MainActor.assumeIsolated {
            let changes = Recorder<String>()
            try GtkTester.run(FilteredNotes(changes: changes, submits: Recorder())) { app in
                let entry = try XCTUnwrap(app.find(role: .searchField) as? SearchEntry, app.dump())
                XCTAssertEqual(entry.placeholder, "Search notes")
                XCTAssertEqual(entry.searchDelay, 300)
                let typed = ContinuousClock.now
                try app.type("ada", into: entry)
                await app.nextFrame()
                XCTAssertEqual(changes.values, [], "G42: not written while the user may type on")
                try await app.waitUntil { changes.values == ["ada"] }
                let waited = ContinuousClock.now - typed
                XCTAssertGreaterThanOrEqual(waited, .milliseconds(290), "after GTK's delay")
                // The render the write asks for comes at the next idle.
                try await app.waitUntil { app.find(text: "Query: ada") != nil }
            }
        }
    }

    func testG42EscapeClearsEnterSubmitsAndStateWritesNeverEcho() throws {
        try MainActor.assumeIsolated {
            let changes = Recorder<String>()
            let submits = Recorder<String>()
            try GtkTester.run(FilteredNotes(changes: changes, submits: submits, delay: 0)) { app in
                let entry = try XCTUnwrap(app.find(role: .searchField) as? SearchEntry)
                try app.type("ada", into: entry)
                try await app.waitUntil { changes.values == ["ada"] }
                try app.submit(entry)
                XCTAssertEqual(submits.values, ["ada"])
                try app.stopSearch(entry)
                await app.nextFrame()
                XCTAssertEqual(entry.text, "", "G42: Escape clears the field")
                XCTAssertEqual(changes.values, ["ada", ""], "and writes the binding")
                try app.click(text: "Preset")
                await app.nextFrame()
                XCTAssertEqual(entry.text, "preset", "state wrote the field")
                try await Task.sleep(for: .milliseconds(200))
                await app.nextFrame()
                XCTAssertEqual(changes.values, ["ada", ""], "G1: GTK's delayed report is no edit")
            }
        }
    }

    func testG43CtrlFFocusesTheFieldAndTypingInTheWindowIsCapturedByIt() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(FilteredNotes(changes: Recorder(), submits: Recorder())) { app in
                try await app.waitUntilMapped()
                let window = try XCTUnwrap(app.windows.first)
                let entry = try XCTUnwrap(app.find(role: .searchField) as? SearchEntry)
                let capture = try XCTUnwrap(entry.keyCaptureWidget())
                let content = try XCTUnwrap(window.child)
                XCTAssertEqual(
                    capture.withUnsafeWidgetPointer { $0 }, content.withUnsafeWidgetPointer { $0 },
                    "G43: the window's content sends typing to the field")
                try app.click(text: "Preset")
                XCTAssertTrue(app.press("<Control>f", in: window), "G43: Ctrl+F is bound")
                await app.nextFrame()
                XCTAssertTrue(entry.subtree.contains { $0.hasFocus }, "the field has the focus")
                app.root.render(Text("gone"))
                await app.nextFrame()
            }
        }
    }
}
