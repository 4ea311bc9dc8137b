import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private struct Notes: HookView {
    let changes: Recorder<String>

    var hookBody: some View {
        let text = useState("first")
        VStack {
            TextEditor(
                text: Binding(
                    get: { text.wrappedValue },
                    set: {
                        changes.record($0)
                        text.wrappedValue = $0
                    }))
            Widgets.Button("Reset") { text.wrappedValue = "reset" }
        }
    }
}

final class TextEditorGtkTests: GtkHostTestCase {
    func testG1EditsReportAndStateWritesDoNotEcho() throws {
        try MainActor.assumeIsolated {
            let changes = Recorder<String>()
            try GtkTester.run(Notes(changes: changes)) { app in
                let editor = try XCTUnwrap(app.find(role: .textEditor) as? TextView, app.dump())
                XCTAssertEqual(editor.text, "first")
                try app.type("line one\nline two", into: editor)
                await app.nextFrame()
                XCTAssertEqual(changes.values.last, "line one\nline two")
                let reported = changes.values.count
                try app.click(text: "Reset")
                await app.nextFrame()
                XCTAssertEqual(editor.text, "reset")
                XCTAssertEqual(changes.values.count, reported, "G1: no echo")
                app.root.render(EmptyView())
                await app.nextFrame()
                XCTAssertNil(app.find(role: .textEditor))
            }
        }
    }
}
