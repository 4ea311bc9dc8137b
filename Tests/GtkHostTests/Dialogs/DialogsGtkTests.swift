import AppServices
@_spi(Testing) import Gtk
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

    func testAlertRolesStyleTheDestructiveButtonAndEscapeOrClosingChoosesCancel() throws {
        try MainActor.assumeIsolated {
            let answers = Recorder<Int?>()
            let alert = Alert(
                "Delete the note?",
                actions: [.destructive("Delete"), .cancel("Keep"), Alert.Action("Archive")])
            let view = HookScope {
                let dialogs = useEnvironment(\.dialogs)
                Widgets.Button("Remove") {
                    Task { answers.record(await dialogs.alert(alert)) }
                }
            }
            try GtkTester.run(view) { app in
                try app.click(text: "Remove")
                try await app.waitUntil { !MessageDialog.open.isEmpty }
                let dialog = try XCTUnwrap(MessageDialog.open.last)
                let delete = try XCTUnwrap(dialog.button(at: 0))
                XCTAssertEqual(delete.displayedText, "Delete")
                XCTAssertTrue(delete.hasCSSClass("destructive-action"))
                XCTAssertFalse(
                    try XCTUnwrap(dialog.button(at: 1)).hasCSSClass("destructive-action"))
                XCTAssertFalse(
                    try XCTUnwrap(dialog.button(at: 2)).hasCSSClass("destructive-action"))
                XCTAssertTrue(dialog.performShortcut("Escape"), "Escape is bound")
                try await app.waitUntil { answers.values.count == 1 }
                XCTAssertEqual(answers.values, [1], "Escape answers with the cancel action")
                XCTAssertTrue(MessageDialog.open.isEmpty)

                try app.click(text: "Remove")
                try await app.waitUntil { !MessageDialog.open.isEmpty }
                try XCTUnwrap(MessageDialog.open.last).close()
                try await app.waitUntil { answers.values.count == 2 }
                XCTAssertEqual(answers.values, [1, 1], "closing answers with the cancel action")
            }
        }
    }

    func testAnAlertWithoutACancelActionAnswersNilWhenClosed() throws {
        try MainActor.assumeIsolated {
            let answers = Recorder<Int?>()
            let view = Widgets.Button("Ask") {
                Task {
                    answers.record(
                        await showAlert(
                            Alert("Saved", actions: [Alert.Action("OK"), Alert.Action("Show")])))
                }
            }
            try GtkTester.run(view) { app in
                try app.click(text: "Ask")
                try await app.waitUntil { !MessageDialog.open.isEmpty }
                try XCTUnwrap(MessageDialog.open.last).close()
                try await app.waitUntil { answers.values.count == 1 }
                XCTAssertEqual(answers.values, [nil])
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

final class AlertParentGtkTests: GtkHostTestCase {
    func testAnAlertWhoseWindowGoesAnswersWithItsCancelAction() throws {
        try MainActor.assumeIsolated {
            let answers = Recorder<Int?>()
            let alert = Alert("Discard?", actions: [.cancel("Keep"), .destructive("Discard")])
            let close = Recorder<Binding<Bool>>()
            let view = HookScope {
                let isOpen = useState(true)
                let dialogs = useEnvironment(\.dialogs)
                close.record(isOpen)
                if isOpen.wrappedValue {
                    Widgets.Window("Document") {
                        Widgets.Button("Remove") {
                            Task { answers.record(await dialogs.alert(alert)) }
                        }
                    }
                }
            }
            try GtkTester.run(view) { app in
                try app.click(text: "Remove")
                try await app.waitUntil { !MessageDialog.open.isEmpty }
                // The window unmounts: its GtkWindow is destroyed and released.
                try XCTUnwrap(close.values.last).wrappedValue = false
                try await app.waitUntil { answers.values.count == 1 }
                XCTAssertEqual(answers.values, [0], "the alert answered as if closed")
                try await app.waitUntil { MessageDialog.open.isEmpty }
            }
        }
    }
}
