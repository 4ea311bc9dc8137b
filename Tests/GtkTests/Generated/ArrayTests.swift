import CGtk
import Gtk
import XCTest

/// C arrays with a length on real GTK: Swift arrays in, Swift arrays back.
final class ArrayTests: GtkTestCase {
    func testTypesGivenToADropTargetComeBackInOrder() {
        MainActor.assumeIsolated {
            do {
                let target = DropTarget(type: gtk_label_get_type(), actions: .copy)
                XCTAssertEqual(target.gtypes(), [gtk_label_get_type()])
                let types = [gtk_button_get_type(), g_file_get_type()]
                target.setGtypes(types: types)
                XCTAssertEqual(target.gtypes(), types)
                target.setGtypes(types: nil)
                XCTAssertEqual(target.gtypes(), [])
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }

    func testMimeTypesAndIndicesGoInAsArraysAndComeBackTheSame() {
        MainActor.assumeIsolated {
            do {
                let formats = ContentFormats(mimeTypes: ["text/plain", "image/png"])
                XCTAssertEqual(formats.mimeTypes(), ["text/plain", "image/png"])
                XCTAssertTrue(formats.containMimeType(mimeType: "image/png"))
                let path = TreePath(indicesv: [3, 1, 4])
                XCTAssertEqual(path.toString(), "3:1:4")
                XCTAssertEqual(path.indicesWithDepth(), [3, 1, 4])
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }

    func testObjectsSplicedIntoAListStoreAreTheOnesReadBack() {
        MainActor.assumeIsolated {
            do {
                let store = ListStore(itemType: gtk_string_object_get_type())
                let items = ["a", "b", "c"].map { StringObject(string: $0) }
                XCTAssertEqual(items.map(\.referenceCount), [1, 1, 1])
                store.splice(position: 0, nRemovals: 0, additions: items)
                XCTAssertEqual(store.nItems(), 3)
                XCTAssertEqual(
                    items.map(\.referenceCount), [2, 2, 2], "the store holds the objects passed in")
                XCTAssertEqual(store.object(position: 2)?.typeName, "GtkStringObject")
                store.splice(position: 0, nRemovals: 2, additions: [])
                XCTAssertEqual(store.nItems(), 1)
                XCTAssertEqual(items.map(\.referenceCount), [1, 1, 2])
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }
}
