import Gtk
import XCTest

final class StringListTests: GtkTestCase {
    func testAStringListCopiesTheStringsItIsGiven() {
        MainActor.assumeIsolated {
            do {
                let list = StringList(strings: ["one", "two"])
                XCTAssertEqual(list.string(position: 1), "two")
                list.append(string: "three")
                list.remove(position: 0)
                XCTAssertEqual(list.string(position: 0), "two")
                XCTAssertEqual(list.string(position: 1), "three")
                XCTAssertNil(list.string(position: 5))
                list.splice(position: 0, nRemovals: 2, additions: ["a", "b", "c"])
                XCTAssertEqual(list.string(position: 2), "c")
                XCTAssertEqual(list.referenceCount, 1, "a transfer-full constructor is adopted")
                XCTAssertEqual(StringList(strings: nil).string(position: 0), nil)
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }
}
