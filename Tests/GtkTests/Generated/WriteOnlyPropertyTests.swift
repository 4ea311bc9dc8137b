import Gtk
import XCTest

/// Write-only properties on real GTK: `set<Name>(_:)` through the C setter or
/// a GValue, seen through the readable properties they change.
final class WriteOnlyPropertyTests: GtkTestCase {
    func testAColourSetByNameThroughAGValueIsTheTagsForeground() {
        MainActor.assumeIsolated {
            do {
                let tag = TextTag(name: "warning")
                XCTAssertFalse(tag.foregroundSet)
                tag.setForeground("red")
                XCTAssertTrue(tag.foregroundSet)
                XCTAssertEqual(tag.foregroundRgba?.red, 1)
                XCTAssertEqual(tag.foregroundRgba?.green, 0)
                tag.setForeground(nil)
                XCTAssertFalse(tag.foregroundSet, "NULL unsets the colour")
                tag.setParagraphBackground("blue")
                XCTAssertTrue(tag.paragraphBackgroundSet)
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }

    func testCheckButtonsGroupedThroughTheCSetterAreExclusive() {
        MainActor.assumeIsolated {
            do {
                let first = CheckButton(label: "first")
                let second = CheckButton(label: "second")
                second.setGroup(first)
                first.active = true
                XCTAssertFalse(second.active)
                second.active = true
                XCTAssertFalse(first.active, "activating one deactivates the other")
                second.setGroup(nil)
                first.active = true
                XCTAssertTrue(second.active, "out of the group, each keeps its own state")
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }
}
