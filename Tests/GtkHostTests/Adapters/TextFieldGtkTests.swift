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
}
