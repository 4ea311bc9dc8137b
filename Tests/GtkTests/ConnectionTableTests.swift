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

    func testAConnectionIsTheBoxGLibCallsSoAHandlerCostsOneObject() {
        MainActor.assumeIsolated {
            let button = Button("Go")
            let clicked = button.onClicked {}
            let table = ConnectionTable.existing(of: button.pointer)
            XCTAssertTrue(table?.connections.first === clicked)
            XCTAssertTrue(table?.connections.first is ClosureBox<@MainActor () -> Void>)
            XCTAssertEqual(LiveObjects.closureBoxes, 1)
        }
    }

    func testReplacingAConnectionKeepsItsPlaceAndRemovingOneKeepsTheOthersInOrder() {
        MainActor.assumeIsolated {
            let button = Button("Go")
            var calls: [String] = []
            let clicked = button.onClicked { calls.append("clicked") }
            let label = button.onNotify("label") { calls.append("label") }
            button.onNotify("icon-name") { calls.append("icon") }
            let table = ConnectionTable.existing(of: button.pointer)

            label.disconnect()
            button.onNotify("label") { calls.append("label again") }
            XCTAssertEqual(
                table?.connections.map(\.signal), ["clicked", "notify::icon-name", "notify::label"])
            clicked.disconnect()
            XCTAssertEqual(
                table?.connections.map(\.signal), ["notify::icon-name", "notify::label"])
            button.onClicked { calls.append("clicked again") }
            XCTAssertEqual(
                table?.connections.map(\.signal), ["notify::icon-name", "notify::label", "clicked"])

            button.label = "Stop"
            button.click()
            XCTAssertEqual(calls, ["label again", "clicked again"])
        }
    }
}
