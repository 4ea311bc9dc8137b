import Gtk
import XCTest

final class SignalConnectionTests: GtkTestCase {
    func testAHandlerRunsWhenTheSignalIsEmitted() {
        MainActor.assumeIsolated {
            let button = Button("Go")
            var clicks = 0
            button.onClicked { clicks += 1 }
            button.click()
            XCTAssertEqual(clicks, 1)
        }
    }

    func testConnectingAgainSwapsTheClosureWithoutASecondHandler() {
        MainActor.assumeIsolated {
            let button = Button("Go")
            var calls: [String] = []
            let first = button.onClicked { calls.append("first") }
            let second = button.onClicked { calls.append("second") }
            button.click()
            XCTAssertTrue(first === second)
            XCTAssertEqual(calls, ["second"])
            XCTAssertEqual(LiveObjects.closureBoxes, 1)
        }
    }

    func testABlockedHandlerIsNotCalledAndUnblockingRestoresIt() {
        MainActor.assumeIsolated {
            let button = Button("Go")
            var clicks = 0
            let clicked = button.onClicked { clicks += 1 }
            clicked.whileBlocked {
                XCTAssertTrue(clicked.isBlocked)
                button.click()
            }
            XCTAssertFalse(clicked.isBlocked)
            button.click()
            XCTAssertEqual(clicks, 1)
        }
    }

    func testWithHandlersBlockedKeepsAProgrammaticChangeFromEchoing() {
        MainActor.assumeIsolated {
            let entry = Entry()
            var changes = 0
            entry.onChanged { changes += 1 }
            entry.withHandlersBlocked { entry.text = "from code" }
            XCTAssertEqual(changes, 0)
            XCTAssertEqual(entry.text, "from code")
            entry.text = "as if typed"
            XCTAssertGreaterThan(changes, 0)
        }
    }

    func testDisconnectReleasesTheHandler() {
        MainActor.assumeIsolated {
            let button = Button("Go")
            var clicks = 0
            let clicked = button.onClicked { clicks += 1 }
            clicked.disconnect()
            clicked.disconnect()
            button.click()
            XCTAssertEqual(clicks, 0)
            XCTAssertFalse(clicked.isConnected)
            XCTAssertEqual(LiveObjects.closureBoxes, 0)
        }
    }

    func testDroppingTheWidgetReleasesItsHandlersAndCapturedValues() {
        MainActor.assumeIsolated {
            weak var captured: Label?
            do {
                let button = Button("Go")
                let label = Label()
                captured = label
                button.onClicked { label.text = "clicked" }
                XCTAssertEqual(LiveObjects.closureBoxes, 1)
            }
            XCTAssertEqual(LiveObjects.closureBoxes, 0)
            XCTAssertNil(captured)
        }
    }

    func testAHandlerOutlivesItsWrapperWhileGTKKeepsTheWidget() {
        MainActor.assumeIsolated {
            var changed: SignalConnection<@MainActor () -> Void>?
            do {
                let box = Box()
                do {
                    let entry = Entry()
                    box.append(entry)
                    changed = entry.onChanged {}
                }
                XCTAssertEqual(box.children.map(\.typeName), ["GtkEntry"])
                XCTAssertEqual(changed?.isConnected, true, "the box still holds the entry")
                XCTAssertEqual(LiveObjects.closureBoxes, 1)
            }
            XCTAssertEqual(changed?.isConnected, false, "the entry was finalized with its box")
            XCTAssertEqual(LiveObjects.closureBoxes, 0)
            changed?.disconnect()
        }
    }
}
