import XCTest

@testable import Gtk

final class ConnectionTableTests: GtkTestCase {
    func testEachSignalKeepsOneConnectionAndADisconnectedOneIsForgotten() {
        MainActor.assumeIsolated {
            let button = Button("Go")
            var calls: [String] = []
            button.onClicked { calls.append("first") }
            let notify = button.onNotify("label") { calls.append("label") }
            button.onClicked { calls.append("second") }
            let table = ConnectionTable.existing(of: button.pointer)
            XCTAssertEqual(table?.connections.map(\.signal), ["clicked", "notify::label"])

            notify.disconnect()
            XCTAssertEqual(table?.connections.map(\.signal), ["clicked"])
            button.label = "Stop"
            button.click()
            XCTAssertEqual(calls, ["second"])

            button.onNotify("label") { calls.append("label again") }
            button.label = "Go"
            XCTAssertEqual(table?.connections.map(\.signal), ["clicked", "notify::label"])
            XCTAssertEqual(calls, ["second", "label again"])
        }
    }
}
