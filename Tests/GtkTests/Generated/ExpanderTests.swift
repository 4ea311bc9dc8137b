import Gtk
import XCTest

final class ExpanderTests: GtkTestCase {
    func testEveryPropertyReadsBackWhatWasSet() {
        MainActor.assumeIsolated {
            do {
                let expander = Expander(label: "More")
                XCTAssertEqual(expander.typeName, "GtkExpander")
                XCTAssertEqual(expander.label, "More")
                let child = Label("inside")
                expander.child = child
                XCTAssertTrue(expander.child === child, "the registered wrapper comes back")
                expander.expanded = true
                XCTAssertTrue(expander.expanded)
                expander.label = nil
                XCTAssertNil(expander.label)
                let title = Label("title")
                expander.labelWidget = title
                XCTAssertTrue(expander.labelWidget === title)
                expander.resizeToplevel = true
                XCTAssertTrue(expander.resizeToplevel)
                expander.useMarkup = true
                XCTAssertTrue(expander.useMarkup)
                expander.useUnderline = true
                XCTAssertTrue(expander.useUnderline)
            }
            XCTAssertEqual(LiveObjects.objects, 0, LiveObjects.summary)
        }
    }

    func testTheActivateActionSignalIsReceivedAndNotifiesExpanded() {
        MainActor.assumeIsolated {
            do {
                let expander = Expander(mnemonic: "_More")
                XCTAssertTrue(expander.useUnderline, "the mnemonic constructor sets it")
                var activations = 0
                var notifications = 0
                expander.onActivate { activations += 1 }
                expander.onExpandedChanged { notifications += 1 }
                expander.emitActivate()
                XCTAssertEqual(activations, 1)
                XCTAssertTrue(expander.expanded)
                XCTAssertEqual(notifications, 1)
                XCTAssertEqual(LiveObjects.closureBoxes, 2)
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }
}
