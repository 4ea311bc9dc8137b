import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private final class Answers {
    var closeAnswers: [Bool] = []
    var asked = 0
}

private struct TwoWindows: HookView {
    let answers: Answers

    var hookBody: some View {
        let isOpen = useState(true)
        let showsSheet = useState(false)
        Widgets.Window("Main") {
            Widgets.Button("Open inspector") { isOpen.wrappedValue = true }
            Widgets.Button("Settings") { showsSheet.wrappedValue = true }
                .sheet(isPresented: showsSheet, title: "Settings") { Text("in the sheet") }
            Text("inspector \(isOpen.wrappedValue ? "open" : "closed")")
        }
        .minimumSize(width: 300, height: 200)
        Widgets.Window("Inspector", isPresented: isOpen) { Text("inspecting") }
            .resizable(false)
            .onCloseRequest {
                answers.asked += 1
                return answers.closeAnswers.isEmpty ? true : answers.closeAnswers.removeFirst()
            }
    }
}

final class WindowStateGtkTests: GtkHostTestCase {
    func testAWindowClosedByThePersonUpdatesItsBindingAndReopens() throws {
        try MainActor.assumeIsolated {
            let answers = Answers()
            try GtkTester.run(TwoWindows(answers: answers)) { app in
                let inspector = try XCTUnwrap(app.windows.first { $0.title == "Inspector" })
                XCTAssertFalse(inspector.resizable)
                inspector.close()
                try await app.waitUntil { app.find(text: "inspector closed") != nil }
                XCTAssertFalse(inspector.isVisible, "hidden, not destroyed")
                XCTAssertFalse(inspector.hasApplication)
                XCTAssertNil(app.find(text: "inspecting"))
                try app.click(text: "Open inspector")
                try await app.waitUntil { app.find(text: "inspecting") != nil }
                XCTAssertTrue(inspector.isVisible)
                XCTAssertTrue(inspector.hasApplication)
                XCTAssertEqual(answers.asked, 1)
            }
        }
    }

    func testOnCloseRequestCanKeepTheWindowOpenThenLetItClose() throws {
        try MainActor.assumeIsolated {
            let answers = Answers()
            answers.closeAnswers = [false, true]
            try GtkTester.run(TwoWindows(answers: answers)) { app in
                let inspector = try XCTUnwrap(app.windows.first { $0.title == "Inspector" })
                inspector.close()
                try await app.waitUntil { answers.asked == 1 }
                await app.nextFrame(of: inspector)
                XCTAssertTrue(inspector.isVisible, "the request said no")
                XCTAssertNotNil(app.find(text: "inspector open"))
                inspector.close()
                try await app.waitUntil { app.find(text: "inspector closed") != nil }
                XCTAssertEqual(answers.asked, 2)
            }
        }
    }

    func testASheetIsModalTransientForItsWindowAndClosingItWritesItsBinding() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(TwoWindows(answers: Answers())) { app in
                let main = try XCTUnwrap(app.windows.first { $0.title == "Main" })
                XCTAssertEqual(main.minimumSize.width, 300)
                XCTAssertEqual(main.minimumSize.height, 200)
                try app.click(text: "Settings")
                try await app.waitUntil { app.windows.contains { $0.title == "Settings" } }
                let sheet = try XCTUnwrap(app.windows.first { $0.title == "Settings" })
                try await app.waitUntil { sheet.isVisible }
                XCTAssertTrue(sheet.modal)
                XCTAssertTrue(sheet.transientFor === main)
                XCTAssertNotNil(app.find(text: "in the sheet"))
                sheet.close()
                try await app.waitUntil { !app.windows.contains { $0.title == "Settings" } }
                XCTAssertFalse(sheet.isVisible)
                try app.click(text: "Settings")
                try await app.waitUntil { sheet.isVisible }
            }
        }
    }
}
