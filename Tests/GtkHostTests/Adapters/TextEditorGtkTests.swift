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

    func testTheWrapModeReachesGtkAsChosenAndByDefault() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(TextEditor(text: .constant("text"))) { app in
                let editor = try XCTUnwrap(app.find(role: .textEditor) as? TextView)
                XCTAssertEqual(editor.wrapMode, .wordOrCharacter, "the default")
                for (wrap, mode) in [
                    (TextWrap.word, TextView.WrapMode.word), (.none, .none),
                    (.character, .character), (.wordOrCharacter, .wordOrCharacter),
                ] {
                    app.root.render(TextEditor(text: .constant("text"), wrap: wrap))
                    XCTAssertEqual(editor.wrapMode, mode)
                }
            }
        }
    }

    func testALongLineIsLaidOutInPiecesAndAnEditKeepsTheValueWhole() throws {
        try MainActor.assumeIsolated {
            let changes = Recorder<String>()
            let line = String(repeating: "eyJhbGciOiJIUzI1NiJ9", count: 1_000)
            try GtkTester.run(Editor(initial: line, changes: changes)) { app in
                let editor = try XCTUnwrap(app.find(role: .textEditor) as? TextView)
                XCTAssertLessThanOrEqual(
                    editor.buffer.longestParagraph, TextBuffer.pieceLength,
                    "GTK never lays out the 20,000 characters as one paragraph")
                XCTAssertEqual(editor.buffer.paragraphCount, 10)
                XCTAssertEqual(editor.text, line, "the soft breaks are not part of the text")
                // Offset 2,500 of the buffer is after one soft break.
                editor.placeCursor(at: 2_500)
                editor.insertAtCursor("Z")
                await app.nextFrame()
                var expected = line
                expected.insert("Z", at: line.index(line.startIndex, offsetBy: 2_499))
                XCTAssertEqual(changes.values, [expected])
            }
        }
    }

    func testLongProseBreaksAfterASpaceAndANulStaysANul() throws {
        try MainActor.assumeIsolated {
            let changes = Recorder<String>()
            let prose = String(repeating: "lorem ipsum dolor ", count: 300) + "a\0b"
            try GtkTester.run(Editor(initial: prose, changes: changes)) { app in
                let editor = try XCTUnwrap(app.find(role: .textEditor) as? TextView)
                XCTAssertEqual(editor.buffer.paragraphCount, 3)
                XCTAssertEqual(
                    editor.text, prose.replacingOccurrences(of: "\0", with: "\u{2400}"))
                editor.placeCursor(at: editor.buffer.characterCount)
                editor.insertAtCursor("!")
                await app.nextFrame()
                XCTAssertEqual(changes.values, [prose + "!"], "the NUL is kept")
            }
        }
    }
}

/// A text editor over state starting at `initial`, recording every change.
private struct Editor: HookView {
    let initial: String
    let changes: Recorder<String>

    var hookBody: some View {
        let value = useState(initial)
        TextEditor(
            text: Binding(
                get: { value.wrappedValue },
                set: {
                    changes.record($0)
                    value.wrappedValue = $0
                }))
    }
}
