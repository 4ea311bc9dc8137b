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

    func testG125AFocusedFieldReplacedByOneWithTheSameValueKeepsTheStateAndGtksFocus() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Replacing()) { app in
                let input = try XCTUnwrap(XTestInput(), "an X11 display with XTEST")
                try await app.waitUntilMapped()
                let window = try XCTUnwrap(app.windows.first)
                input.move(to: window, x: 4, y: 4)
                try await Task.sleep(for: .milliseconds(200))
                let draft = try XCTUnwrap(app.find(label: "Draft title"))
                XCTAssertTrue(draft.grabFocus())
                try await app.waitUntil { app.find(text: "Focus: title") != nil }
                input.type(keysym: 0xff0d)  // Enter
                try await app.waitUntil { app.find(label: "Title")?.isMapped == true }
                let title = try XCTUnwrap(app.find(label: "Title"))
                try await app.waitUntil(bound: .seconds(5)) { focus(of: window, isIn: title) }
                try await app.waitUntilSettled()
                try await Task.sleep(for: .milliseconds(100))
                try await app.waitUntilSettled()
                XCTAssertNotNil(app.find(text: "Focus: title"), "the state kept its value")
                XCTAssertTrue(focus(of: window, isIn: title), "GTK's focus is in the new field")
                input.type(keysym: 0xff0d)
                try await app.waitUntil { app.find(text: "Focus: none") != nil }
                XCTAssertNil(app.find(label: "Title"), "removed with no view to replace it")
            }
        }
    }
}

/// A draft title field that Enter replaces by a title field named by the
/// same state and value; Enter there removes it.
private struct Replacing: HookView {
    var hookBody: some View {
        let focus = useFocusState(Field?.self)
        let stage = useState(0)
        let title = useState("")
        VStack {
            Text("Focus: \(focus.wrappedValue.map { "\($0)" } ?? "none")")
            if stage.wrappedValue == 0 {
                TextField("Draft title", text: title).focused(focus, equals: .title)
                    .onSubmit { stage.wrappedValue = 1 }
            } else if stage.wrappedValue == 1 {
                TextField("Title", text: title).focused(focus, equals: .title)
                    .onSubmit { stage.wrappedValue = 2 }
            }
            Widgets.Button("Done") { focus.wrappedValue = nil }
        }
    }
}
