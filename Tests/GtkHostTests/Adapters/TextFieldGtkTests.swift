import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private struct Form: HookView {
    let changes: Recorder<String>
    let submits: Recorder<String>

    var hookBody: some View {
        let name = useState("")
        let binding = Binding(
            get: { name.wrappedValue },
            set: {
                changes.record($0)
                name.wrappedValue = $0
            })
        VStack {
            TextField("Name", text: binding) { submits.record(name.wrappedValue) }
            SecureField("Password", text: binding)
            Text("Hello \(name.wrappedValue)")
            Widgets.Button("Clear") { name.wrappedValue = "" }
        }
    }
}

final class TextFieldGtkTests: GtkHostTestCase {
    func testG1TypingReportsOnceAndStateWritesNeverEcho() throws {
        try MainActor.assumeIsolated {
            let changes = Recorder<String>()
            let submits = Recorder<String>()
            try GtkTester.run(Form(changes: changes, submits: submits)) { app in
                let fields = app.findAll(role: .textField)
                XCTAssertEqual(fields.count, 2, app.dump())
                let entry = try XCTUnwrap(fields.first as? Entry)
                XCTAssertEqual(entry.placeholder, "Name")
                try app.type("Ada", into: entry)
                await app.nextFrame()
                XCTAssertEqual(changes.values, ["Ada"], "one change per edit, no echo")
                XCTAssertNotNil(app.find(text: "Hello Ada"))
                XCTAssertEqual(app.findAll(text: "Ada").count, 2, "the secure field follows state")
                try app.submit(entry)
                XCTAssertEqual(submits.values, ["Ada"])
                let secure = try XCTUnwrap(fields.last as? PasswordEntry)
                XCTAssertEqual(secure.placeholder, "Password")
                try app.type("Ada L", into: secure)
                await app.nextFrame()
                // Replacing a password entry's text is a deletion, then an insertion.
                XCTAssertEqual(changes.values.last, "Ada L")
                XCTAssertEqual(entry.text, "Ada L", "the other field follows state")
                let reported = changes.values.count
                try app.click(text: "Clear")
                await app.nextFrame()
                XCTAssertEqual(entry.text, "", "state wrote the field")
                XCTAssertEqual(changes.values.count, reported, "G1: the write did not come back")
                app.root.render(Text("gone"))
                await app.nextFrame()
                XCTAssertNil(app.find(role: .textField))
            }
        }
    }

    func testPlaceholderUpdates() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(TextField("First", text: .constant("x"))) { app in
                let entry = try XCTUnwrap(app.find(role: .textField) as? Entry)
                app.root.render(TextField("Second", text: .constant("y")))
                XCTAssertEqual(entry.placeholder, "Second")
                XCTAssertEqual(entry.text, "y")
            }
        }
    }

    func testANulIsShownAsTheNulSymbolAndAnEditKeepsIt() throws {
        try MainActor.assumeIsolated {
            let changes = Recorder<String>()
            try GtkTester.run(Field(initial: "a\0b", changes: changes)) { app in
                let entry = try XCTUnwrap(app.find(role: .textField) as? Entry)
                XCTAssertEqual(entry.text, "a\u{2400}b")
                entry.cursorPosition = 3
                entry.insertAtCursor("c")
                await app.nextFrame()
                XCTAssertEqual(changes.values, ["a\0bc"], "the NUL and what follows it are kept")
                XCTAssertEqual(entry.text, "a\u{2400}bc")
            }
        }
    }

    func testAValueLongerThanAGtkEntryHoldsIsShownCutAndReadOnlyAndNeverWrittenBack() throws {
        try MainActor.assumeIsolated {
            let changes = Recorder<String>()
            let long = String(repeating: "0123456789", count: 10_000) + "END"
            try GtkTester.run(Field(initial: long, changes: changes)) { app in
                let entry = try XCTUnwrap(app.find(role: .textField) as? Entry)
                XCTAssertLessThanOrEqual(entry.text.utf8.count, Entry.maximumTextBytes)
                XCTAssertTrue(entry.text.hasSuffix("…"), "the cut is marked")
                XCTAssertTrue(long.hasPrefix(entry.text.dropLast()))
                XCTAssertFalse(entry.isEditable)
                XCTAssertTrue(
                    Log.recentWarnings.contains {
                        $0.contains("TextField \"Long\"") && $0.contains("100003 UTF-8 bytes")
                    }, "\(Log.recentWarnings)")

                // The user types into the field: GTK refuses.
                entry.cursorPosition = 5
                entry.insertAtCursor("Z")
                await app.nextFrame()
                XCTAssertEqual(changes.values, [], "the binding still holds the whole value")
                // Code changes the shown text anyway: still never written back.
                try app.type("cut", into: entry)
                await app.nextFrame()
                XCTAssertEqual(changes.values, [])
                XCTAssertTrue(Log.recentWarnings.last?.contains("was ignored") ?? false)

                try app.click(text: "Shorten")
                await app.nextFrame()
                XCTAssertEqual(entry.text, "short")
                XCTAssertTrue(entry.isEditable, "editable again")
                entry.cursorPosition = 5
                entry.insertAtCursor("er")
                await app.nextFrame()
                XCTAssertEqual(changes.values, ["shorter"])
            }
        }
    }
}

extension TextFieldGtkTests {
    func testACutSecureFieldIsReadOnlyAndItsWarningNeverShowsThePassword() throws {
        try MainActor.assumeIsolated {
            let secret = "hunter2-" + String(repeating: "s", count: 70_000)
            try GtkTester.run(SecureField("Token", text: .constant(secret))) { app in
                let entry = try XCTUnwrap(app.find(role: .secureField) as? PasswordEntry)
                XCTAssertFalse(entry.isEditable)
                XCTAssertLessThanOrEqual(entry.text.utf8.count, PasswordEntry.maximumTextBytes)
                let warning = try XCTUnwrap(
                    Log.recentWarnings.last { $0.contains("SecureField \"Token\"") },
                    "\(Log.recentWarnings)")
                XCTAssertFalse(warning.contains("hunter2"), warning)
            }
        }
    }
}

/// A text field over state starting at `initial`, recording every change,
/// and a button that shortens the value.
private struct Field: HookView {
    let initial: String
    let changes: Recorder<String>

    var hookBody: some View {
        let value = useState(initial)
        let binding = Binding(
            get: { value.wrappedValue },
            set: {
                changes.record($0)
                value.wrappedValue = $0
            })
        VStack {
            TextField("Long", text: binding)
            Widgets.Button("Shorten") { value.wrappedValue = "short" }
        }
    }
}
