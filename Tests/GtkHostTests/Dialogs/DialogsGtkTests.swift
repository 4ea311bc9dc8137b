import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private final class Results {
    var alert: Int?? = .none
    var path: String?? = .none
}

final class DialogsGtkTests: GtkHostTestCase {
    func testAnAlertIsAwaitedAndReturnsTheButtonPressed() throws {
        try MainActor.assumeIsolated {
            let results = Results()
            let view = Widgets.Button("Remove") {
                Task {
                    results.alert = await showAlert(
                        "Delete <b>it</b>?", message: "For good.", buttons: ["Cancel", "Delete"])
                }
            }
            try GtkTester.run(view) { app in
                try app.click(text: "Remove")
                try await app.waitUntil { app.find(text: "Delete <b>it</b>?") != nil }
                XCTAssertNotNil(app.find(text: "For good."))
                try app.click(text: "Delete")
                try await app.waitUntil { results.alert != nil }
                XCTAssertEqual(results.alert, .some(1))
                try await app.waitUntil { app.find(text: "For good.") == nil }
            }
        }
    }

    func testFilePanelsReturnTheChosenPathOrNil() throws {
        try MainActor.assumeIsolated {
            let results = Results()
            let view = VStack {
                Widgets.Button("Save as") {
                    Task { results.path = await showSavePanel(suggestedName: "notes.txt") }
                }
                Widgets.Button("Open") { Task { results.path = await showOpenPanel() } }
            }
            try GtkTester.run(view) { app in
                try app.click(text: "Save as")
                try await app.waitUntil { !FileChooser.pending.isEmpty }
                try app.answerFileDialog(with: "/tmp/gtkhooks-notes.txt")
                try await app.waitUntil { results.path != nil }
                XCTAssertEqual(results.path, .some("/tmp/gtkhooks-notes.txt"))
                results.path = .none
                try app.click(text: "Open")
                try await app.waitUntil { !FileChooser.pending.isEmpty }
                try app.answerFileDialog(with: nil)
                try await app.waitUntil { results.path != nil }
                XCTAssertEqual(results.path, .some(nil), "cancelled")
            }
        }
    }
}
