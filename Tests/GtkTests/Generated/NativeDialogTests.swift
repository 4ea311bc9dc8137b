import Gtk
import XCTest

/// The 4.8 predecessor of GtkFileDialog and the asynchronous drop target:
/// generated classes that are not widgets.
final class NativeDialogTests: GtkTestCase {
    func testAFileChooserNativeReadsBackItsPropertiesAndIsFreedWithItsWrapper() {
        MainActor.assumeIsolated {
            do {
                let parent = Window()
                let chooser = FileChooserNative(
                    title: "Open a list", parent: parent, action: .open, acceptLabel: "_Open",
                    cancelLabel: nil)
                XCTAssertEqual(chooser.typeName, "GtkFileChooserNative")
                XCTAssertEqual(chooser.title, "Open a list")
                XCTAssertTrue(chooser.transientFor === parent)
                XCTAssertEqual(chooser.acceptLabel, "_Open")
                XCTAssertNil(chooser.cancelLabel)
                var titles: [String?] = []
                chooser.onTitleChanged { [unowned chooser] in titles.append(chooser.title) }
                chooser.setTitle(title: "Save a list")
                chooser.cancelLabel = "_Keep"
                XCTAssertEqual(chooser.cancelLabel, "_Keep")
                chooser.modal = true
                XCTAssertTrue(chooser.modal)
                XCTAssertFalse(chooser.visible, "never shown")
                XCTAssertEqual(titles, ["Save a list"])
                chooser.transientFor = nil
                XCTAssertNil(chooser.transientFor)
                parent.destroy()
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }

    func testAnAsynchronousDropTargetKeepsItsActionsAndFormats() {
        MainActor.assumeIsolated {
            do {
                let target = DropTargetAsync(formats: nil, actions: .copy)
                XCTAssertEqual(target.typeName, "GtkDropTargetAsync")
                XCTAssertEqual(target.actions, .copy)
                var changes = 0
                target.onActionsChanged { changes += 1 }
                target.actions = [.copy, .move]
                XCTAssertEqual(target.actions, [.copy, .move])
                XCTAssertEqual(changes, 1)
                XCTAssertNil(target.formats)
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }
}
