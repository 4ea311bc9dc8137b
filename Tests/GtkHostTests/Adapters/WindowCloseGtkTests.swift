import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private struct Two: View {
    var title = "A"

    var body: some View {
        Widgets.Window(title) { Text("first \(title)") }
        Widgets.Window("B") { Text("second") }
    }
}

/// A main window, and a window per open document whose editor saves the text
/// it shows (an effect); closing a document's window drops the document, so
/// its editor unmounts while the app goes on.
private struct Documents: HookView {
    let saved: Recorder<String>

    var hookBody: some View {
        let names = useState(["Notes"])
        Widgets.Window("Main") { Text("\(names.wrappedValue.count) open") }
        WindowGroup(names, id: \.self) { name, isOpen in
            Widgets.Window(name, isPresented: isOpen) { Editor(saved: saved) }
        }
    }
}

private struct Editor: HookView {
    let saved: Recorder<String>

    var hookBody: some View {
        let text = useState("draft")
        let shown = text.wrappedValue
        useEffect(.preserved(by: shown)) {
            saved.record(shown)
            return nil
        }
        TextField("Text", text: text)
    }
}

final class WindowCloseGtkTests: GtkHostTestCase {
    func testClosingOneOfTwoWindowsKeepsTheAppAndLaterUpdatesAreHarmless() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Two()) { app in
                let first = try XCTUnwrap(app.windows.first)
                first.close()
                await app.nextFrame(of: app.windows.last)
                XCTAssertFalse(first.isVisible)
                app.root.render(Two(title: "C"))
                await app.nextFrame(of: app.windows.last)
                XCTAssertNotNil(app.find(text: "second"))
            }
        }
    }

    func testAnEditJustBeforeAWindowClosesIsSavedBeforeTheWindowsContentUnmounts() throws {
        try MainActor.assumeIsolated {
            let saved = Recorder<String>()
            try GtkTester.run(Documents(saved: saved)) { app in
                let window = try XCTUnwrap(app.windows.first { $0.title == "Notes" })
                let field = try XCTUnwrap(app.find(role: .textField), app.dump())
                // The edit and the close in one main-loop turn, as a key
                // press then a quick click on the close button would be.
                try app.type("edited", into: field)
                window.close()
                XCTAssertEqual(saved.values, ["draft", "edited"], "saved as the window closed")
                try await app.waitUntil { app.find(text: "0 open") != nil }
                XCTAssertEqual(saved.values, ["draft", "edited"])
            }
        }
    }
}
