import Gtk
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

@testable import GtkHost

/// A form whose fields, buttons and key actions record what keys do.
private struct KeyForm: HookView {
    let events: Recorder<String>
    /// What the `.onKeyPress(.escape)` around the form answers.
    var escape: KeyPress.Result = .handled

    var hookBody: some View {
        let name = useState("")
        let query = useState("")
        let notes = useState("")
        let typed = name.wrappedValue
        VStack {
            TextField("Name", text: name) { events.record("field") }
                .onSubmit { events.record("inner \(typed)") }
            SearchField("Find", text: query, delay: 0) { events.record("search") }
            TextEditor(text: notes).frame(height: 40)
            Widgets.Button("OK") { events.record("ok") }.keyboardShortcut(.defaultAction)
            Widgets.Button("Cancel") { events.record("cancel") }.keyboardShortcut(.cancelAction)
            Widgets.Button("Save") { events.record("save") }.keyboardShortcut("s")
        }
        .onSubmit { events.record("outer") }
        .onKeyPress(.function(5), phases: [.down, .up]) { press in
            events.record("F5 \(press.phase == .up ? "up" : "down")")
            return .handled
        }
        .onKeyPress(keys: ["d"]) { press in
            guard press.modifiers.contains(.command) else { return .ignored }
            events.record("duplicate")
            return .handled
        }
        .onKeyPress(.escape) {
            events.record("escape")
            return escape
        }
    }
}

/// X keysyms of the keys pressed.
private enum Keysym {
    static let enter: UInt = 0xff0d
    static let escape: UInt = 0xff1b
    static let control: UInt = 0xffe3
    static let s: UInt = 0x73
    static let d: UInt = 0x64
    static let f5: UInt = 0xffc2
}

/// Puts the pointer in the window (the X server's focus follows it) and
/// the GTK focus in the widget showing `role`; answers the input.
@MainActor private func focus(_ role: WidgetRole, _ app: GtkTester) async throws -> XTestInput {
    let input = try XCTUnwrap(XTestInput(), "an X11 display with XTEST")
    try await app.waitUntilMapped()
    let window = try XCTUnwrap(app.windows.first)
    input.move(to: window, x: 4, y: 4)
    try await Task.sleep(for: .milliseconds(200))
    let widget = try XCTUnwrap(app.find(role: role))
    XCTAssertTrue(widget.grabFocus())
    return input
}

/// Waits a few seconds for `condition`, failing with what was recorded.
@MainActor private func waitFor(
    _ events: Recorder<String>, _ app: GtkTester, _ condition: @escaping @MainActor () -> Bool
) async throws {
    do {
        try await app.waitUntil(bound: .seconds(3), condition)
    } catch {
        XCTFail("waited in vain; recorded \(events.values)")
        throw error
    }
}

final class KeyInputGtkTests: GtkHostTestCase {
    func testG120EnterInATextFieldRunsItsSubmitThenTheOnSubmitsOutwardsThenTheDefaultButton()
        throws
    {
        try MainActor.assumeIsolated {
            let events = Recorder<String>()
            try GtkTester.run(KeyForm(events: events)) { app in
                let input = try await focus(.textField, app)
                input.type("ab")
                try await app.waitUntil { (app.find(role: .textField) as? Entry)?.text == "ab" }
                try await app.waitUntilSettled()
                input.type(keysym: Keysym.enter)
                try await waitFor(events, app) { events.values.contains("ok") }
                // The closure of the latest render: it saw the typed name.
                XCTAssertEqual(events.values, ["field", "inner ab", "outer", "ok"])
                var ok = try XCTUnwrap(app.find(text: "OK"))
                while !(ok is Gtk.Button), let parent = ok.parent { ok = parent }
                XCTAssertEqual(ok.enclosingWindow?.defaultWidget?.rawWidget, ok.rawWidget)
            }
        }
    }

    func testG120EnterInASearchFieldKeepsItsOwnSubmitAndInATextEditorSubmitsNothing() throws {
        try MainActor.assumeIsolated {
            let events = Recorder<String>()
            try GtkTester.run(KeyForm(events: events)) { app in
                let input = try await focus(.searchField, app)
                input.type(keysym: Keysym.enter)
                try await waitFor(events, app) { events.values.contains("ok") }
                XCTAssertEqual(events.values, ["search", "outer", "ok"])
                events.values = []
                let editor = try XCTUnwrap(app.allWidgets.first { $0 is TextView } as? TextView)
                XCTAssertTrue(editor.grabFocus())
                input.type(keysym: Keysym.enter)
                input.type("x")
                try await waitFor(events, app) { editor.buffer.text == "\nx" }
                XCTAssertEqual(events.values, [], "Enter in a text editor is a new line")
            }
        }
    }

    func testG121G122EscapeClicksCancelUnlessAnOnKeyPressHandlesItAndCombinationsReachTheirs()
        throws
    {
        try MainActor.assumeIsolated {
            let events = Recorder<String>()
            try GtkTester.run(KeyForm(events: events)) { app in
                let input = try await focus(.textField, app)
                input.type(keysym: Keysym.escape)
                try await waitFor(events, app) { events.values.contains("escape") }
                try await Task.sleep(for: .milliseconds(100))
                XCTAssertEqual(events.values, ["escape"], ".handled keeps it from Cancel")
                events.values = []
                input.type(keysym: Keysym.s, holding: Keysym.control)
                try await waitFor(events, app) { events.values.contains("save") }
                XCTAssertEqual(events.values, ["save"])
                // A key combination reaches .onKeyPress; without Control the
                // field types the letter and the action is not called.
                input.type(keysym: Keysym.d, holding: Keysym.control)
                try await waitFor(events, app) { events.values.contains("duplicate") }
                input.type("d")
                try await app.waitUntil { (app.find(role: .textField) as? Entry)?.text == "d" }
                XCTAssertEqual(events.values, ["save", "duplicate"])
                // A named key, down then up for an action of both phases.
                input.type(keysym: Keysym.f5)
                try await waitFor(events, app) { events.values.contains("F5 up") }
                XCTAssertEqual(events.values.suffix(2), ["F5 down", "F5 up"])
            }
            events.values = []
            try GtkTester.run(KeyForm(events: events, escape: .ignored)) { app in
                let input = try await focus(.textField, app)
                input.type(keysym: Keysym.escape)
                try await waitFor(events, app) { events.values.contains("cancel") }
                XCTAssertEqual(events.values, ["escape", "cancel"], ".ignored lets GTK go on")
            }
        }
    }

    func testG120EnterInAFieldOfAListRowRunsTheOnSubmitsOfTheRowAndAroundTheList() throws {
        try MainActor.assumeIsolated {
            let events = Recorder<String>()
            try GtkTester.run(RowFields(events: events)) { app in
                let input = try XCTUnwrap(XTestInput(), "an X11 display with XTEST")
                try await app.waitUntilMapped()
                let window = try XCTUnwrap(app.windows.first)
                input.move(to: window, x: 4, y: 4)
                try await Task.sleep(for: .milliseconds(200))
                try await app.waitUntil { app.find(label: "Item 2") != nil }
                let field = try XCTUnwrap(app.find(label: "Item 2"))
                XCTAssertTrue(field.grabFocus())
                input.type(keysym: Keysym.enter)
                try await waitFor(events, app) { events.values.contains("outer") }
                XCTAssertEqual(events.values, ["row 2", "list", "outer"])
            }
        }
    }
}

/// A sheet with a field, its own default and cancel buttons.
private struct SheetForm: HookView {
    let events: Recorder<String>

    var hookBody: some View {
        let isPresented = useState(true)
        let name = useState("")
        VStack {
            Text("Behind")
            Widgets.Button("Window OK") { events.record("window ok") }
                .keyboardShortcut(.defaultAction)
            Sheet("Rename", isPresented: isPresented) {
                TextField("New name", text: name)
                Widgets.Button("Rename") { events.record("rename \(name.wrappedValue)") }
                    .keyboardShortcut(.defaultAction)
                Widgets.Button("Cancel") { events.record("cancel") }
                    .keyboardShortcut(.cancelAction)
            }
        }
    }

}

final class SheetKeysGtkTests: GtkHostTestCase {
    func testG120G121EnterAndEscapeInASheetClickTheSheetsButtonsNotTheWindows() throws {
        try MainActor.assumeIsolated {
            let events = Recorder<String>()
            try GtkTester.run(SheetForm(events: events)) { app in
                let input = try XCTUnwrap(XTestInput(), "an X11 display with XTEST")
                try await app.waitUntil { (app.find(role: .textField) as? Entry)?.isMapped == true }
                let field = try XCTUnwrap(app.find(role: .textField) as? Entry)
                let sheet = try XCTUnwrap(field.enclosingWindow)
                await app.nextFrame(of: sheet)
                input.move(to: sheet, x: 4, y: 4)
                try await Task.sleep(for: .milliseconds(200))
                XCTAssertTrue(field.grabFocus())
                input.type("x")
                try await app.waitUntil { field.text == "x" }
                try await app.waitUntilSettled()
                input.type(keysym: Keysym.enter)
                try await waitFor(events, app) { events.values.contains("rename x") }
                input.type(keysym: Keysym.escape)
                try await waitFor(events, app) { events.values.contains("cancel") }
                XCTAssertEqual(events.values, ["rename x", "cancel"])
            }
        }
    }
}

/// A list whose rows hold a text field each, with `.onSubmit` on the row,
/// on the list and around it.
private struct RowFields: HookView {
    let events: Recorder<String>

    var hookBody: some View {
        let texts = useState(["a", "b", "c"])
        VStack {
            List(Array(texts.wrappedValue.indices), id: \.self) { index in
                TextField("Item \(index + 1)", text: texts[index])
                    .onSubmit { events.record("row \(index + 1)") }
            }
            .onSubmit { events.record("list") }
            .frame(height: 200)
        }
        .onSubmit { events.record("outer") }
    }
}
