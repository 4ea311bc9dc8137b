import Gtk
import XCTest

/// An object GTK hands back as a base class, seen as its generated class.
final class ObjectWrappedTests: GtkTestCase {
    func testAListItemReadsAsItsGeneratedClass() {
        MainActor.assumeIsolated {
            let list = StringList(strings: ["apple", "pear"])
            let item = try? XCTUnwrap(list.object(position: 1))
            XCTAssertEqual(item?.wrapped(as: StringObject.self)?.string, "pear")
            XCTAssertNil(
                item?.wrapped(as: SortListModel.self), "a GtkStringObject is no sort model")
            XCTAssertTrue(item?.wrapped(as: Object.self) === item, "an Object is itself")
        }
    }

    func testAnObjectOfTheClassAlreadyIsReturnedAsItIs() {
        MainActor.assumeIsolated {
            let string = StringObject(string: "kept")
            XCTAssertTrue(string.wrapped(as: StringObject.self) === string)
        }
    }
}
