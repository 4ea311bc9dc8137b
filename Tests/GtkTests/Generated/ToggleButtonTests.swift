import Gtk
import XCTest

/// ToggleButton is generated below Button, whose hand-written extension
/// (label, child, click, onClicked) it inherits.
final class ToggleButtonTests: GtkTestCase {
    func testActiveReadsBackNotifiesAndEmitsToggled() {
        MainActor.assumeIsolated {
            do {
                let toggle = ToggleButton(label: "Bold")
                XCTAssertEqual(toggle.label, "Bold", "the hand-written Button.label")
                var toggled = 0
                var notified = 0
                toggle.onToggled { toggled += 1 }
                toggle.onActiveChanged { notified += 1 }
                toggle.active = true
                XCTAssertTrue(toggle.active)
                XCTAssertEqual(toggled, 1)
                XCTAssertEqual(notified, 1)
                toggle.toggled()
                XCTAssertEqual(toggled, 2, "toggled() emits the signal")
                var clicked = 0
                toggle.onClicked { clicked += 1 }
                toggle.click()
                XCTAssertEqual(clicked, 1)
                XCTAssertFalse(toggle.active, "a click toggles it back")
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }

    func testGroupedButtonsAreExclusive() {
        MainActor.assumeIsolated {
            do {
                let left = ToggleButton(label: "Left")
                let right = ToggleButton(label: "Right")
                right.setGroup(left)
                left.active = true
                right.active = true
                XCTAssertFalse(left.active)
                XCTAssertTrue(right.active)
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }

    func testButtonPropertiesGeneratedBesideTheHandWrittenOnes() {
        MainActor.assumeIsolated {
            do {
                let button = Button("Open")
                button.useUnderline = true
                XCTAssertTrue(button.useUnderline)
                var labelChanges = 0
                button.onLabelChanged { labelChanges += 1 }
                button.label = "Save"
                XCTAssertEqual(labelChanges, 1, "generated notification of a hand-written property")
                button.setIconName("document-open")
                XCTAssertEqual(button.iconName, "document-open", "generated getter")
                let child = Label("inside")
                button.child = child
                XCTAssertTrue(button.child === child, "the wrapper set is the one read")
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }
}
