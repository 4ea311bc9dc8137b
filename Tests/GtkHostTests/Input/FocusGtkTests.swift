import Gtk
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

@testable import GtkHost

private enum Field: Hashable { case title, body, extra }

/// A title and a body field tied to one focus state, buttons that write the
/// state, one that adds a field and focuses it in the same action, and a
/// line showing the state and how many renders there were.
private struct Editor: HookView {
    let renders: Recorder<Int>

    var hookBody: some View {
        let focus = useFocusState(Field?.self)
        let text = useState("")
        let hasExtra = useState(false)
        renders.record(0)
        VStack {
            Text("Focus: \(focus.wrappedValue.map { "\($0)" } ?? "none")")
            TextField("Title", text: text).focused(focus, equals: .title)
            TextField("Body", text: text).focused(focus, equals: .body)
            if hasExtra.wrappedValue {
                TextField("Extra", text: text).focused(focus, equals: .extra)
            }
            Widgets.Button("Edit the body") { focus.wrappedValue = .body }
            Widgets.Button("Done") { focus.wrappedValue = nil }
            Widgets.Button("Add extra") {
                hasExtra.wrappedValue = true
                focus.wrappedValue = .extra
            }
            Widgets.Button("Remove extra") { hasExtra.wrappedValue = false }
        }
    }
}

/// Whether the focus widget of `window` is `widget` or inside it.
@MainActor func focus(of window: Gtk.Window, isIn widget: Gtk.Widget) -> Bool {
    guard let focus = window.focus() else { return false }
    return focus === widget || focus.isAncestor(ancestor: widget)
}

final class FocusGtkTests: GtkHostTestCase {
    func testG110FocusMovedByGtkIntoAFieldWritesTheStateAndLeavingClearsIt() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Editor(renders: Recorder())) { app in
                try await app.waitUntilMapped()
                let window = try XCTUnwrap(app.windows.first)
                let body = try XCTUnwrap(app.find(label: "Body"))
                XCTAssertTrue(body.grabFocus(), "GTK moves its focus into the entry's text")
                XCTAssertTrue(focus(of: window, isIn: body))
                try await app.waitUntil { app.find(text: "Focus: body") != nil }
                let done = try XCTUnwrap(app.find(text: "Done"))
                var button = done
                while !(button is Gtk.Button), let parent = button.parent { button = parent }
                XCTAssertTrue(button.grabFocus())
                try await app.waitUntil { app.find(text: "Focus: none") != nil }
            }
        }
    }

    func testG111WritingTheStateMovesGtksFocusAndNilGivesItToTheWindow() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Editor(renders: Recorder())) { app in
                try await app.waitUntilMapped()
                let window = try XCTUnwrap(app.windows.first)
                let body = try XCTUnwrap(app.find(label: "Body"))
                try app.click(text: "Edit the body")
                try await app.waitUntil { app.find(text: "Focus: body") != nil }
                XCTAssertTrue(focus(of: window, isIn: body), "GTK's focus is in the body")
                try app.click(text: "Done")
                try await app.waitUntil { app.find(text: "Focus: none") != nil }
                XCTAssertNil(window.focus(), "the focus left to the window")
            }
        }
    }

    func testG112AFocusMoveAskedByTheStateIsNotReportedBack() throws {
        try MainActor.assumeIsolated {
            let renders = Recorder<Int>()
            try GtkTester.run(Editor(renders: renders)) { app in
                try await app.waitUntilMapped()
                try app.click(text: "Edit the body")
                try await app.waitUntil { app.find(text: "Focus: body") != nil }
                try await app.waitUntilSettled()
                let before = renders.values.count
                let controllers = FocusControls.made
                try app.click(text: "Done")
                try await app.waitUntil { app.find(text: "Focus: none") != nil }
                try await app.waitUntilSettled()
                try await Task.sleep(for: .milliseconds(100))
                try await app.waitUntilSettled()
                XCTAssertEqual(renders.values.count, before + 1, "one render: the write itself")
                XCTAssertEqual(FocusControls.made, controllers, "no focus controller made again")
            }
        }
    }

    func testG117AFieldAddedAndNamedInOneActionTakesTheFocusOnceShown() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Editor(renders: Recorder())) { app in
                try await app.waitUntilMapped()
                let window = try XCTUnwrap(app.windows.first)
                try app.click(text: "Add extra")
                try await app.waitUntil { app.find(label: "Extra")?.isMapped == true }
                let extra = try XCTUnwrap(app.find(label: "Extra"))
                try await app.waitUntil { focus(of: window, isIn: extra) }
                XCTAssertNotNil(app.find(text: "Focus: extra"))
                try app.click(text: "Remove extra")
                try await app.waitUntil { app.find(text: "Focus: extra") == nil }
                XCTAssertNil(app.find(label: "Extra"), "G110: a focused view removed leaves")
                let title = try XCTUnwrap(app.find(label: "Title"))
                let body = try XCTUnwrap(app.find(label: "Body"))
                let expected =
                    focus(of: window, isIn: title)
                    ? "title" : focus(of: window, isIn: body) ? "body" : "none"
                try await app.waitUntil { app.find(text: "Focus: \(expected)") != nil }
            }
        }
    }
}
