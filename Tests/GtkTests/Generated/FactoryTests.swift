import Gtk
import XCTest

/// Named constructors without parameters on real GTK: static factories that
/// make the object the C constructor makes, owned once by its wrapper.
final class FactoryTests: GtkTestCase {
    func testAComboBoxWithEntryHasAnEntryAndItsSubclassMakesItsOwnType() {
        MainActor.assumeIsolated {
            do {
                let combo = ComboBox.withEntry()
                XCTAssertTrue(combo.hasEntry)
                XCTAssertEqual(combo.typeName, "GtkComboBox")
                XCTAssertEqual(combo.referenceCount, 1, "the floating reference was sunk")
                let text: ComboBoxText = ComboBoxText.withEntry()
                XCTAssertTrue(text.hasEntry)
                XCTAssertEqual(text.typeName, "GtkComboBoxText")
                XCTAssertFalse(ComboBox().hasEntry)
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }

    func testRecordFactoriesMakeAnEmptySetAndTheFirstPath() {
        MainActor.assumeIsolated {
            do {
                let set = Bitset.empty()
                XCTAssertTrue(set.isEmpty())
                XCTAssertEqual(TreePath.first().toString(), "0")
                XCTAssertEqual(LiveObjects.boxedValues, 1, LiveObjects.summary)
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }
}
