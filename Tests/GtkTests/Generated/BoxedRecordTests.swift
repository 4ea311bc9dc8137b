import Gtk
import XCTest

/// Boxed records on real GTK: made in Swift or by GTK, passed through GTK
/// calls and read back, each wrapper freeing its one copy.
final class BoxedRecordTests: GtkTestCase {
    func testATreePathIsMadeChangedCopiedAndFreedOnce() {
        MainActor.assumeIsolated {
            do {
                let path = TreePath(string: "1:2")
                XCTAssertEqual(path.depth(), 2)
                path.appendIndex(index: 5)
                XCTAssertEqual(path.toString(), "1:2:5")
                let parent = path.copy()
                XCTAssertTrue(parent.up())
                XCTAssertEqual(parent.toString(), "1:2")
                XCTAssertEqual(path.toString(), "1:2:5", "the copy is a record of its own")
                XCTAssertTrue(parent.isAncestor(descendant: path))
                XCTAssertEqual(path.compare(b: parent), 1)
                XCTAssertEqual(LiveObjects.boxedValues, 2, LiveObjects.summary)
                XCTAssertEqual(path.typeName, "GtkTreePath")
            }
            XCTAssertEqual(LiveObjects.boxedValues, 0, LiveObjects.summary)
        }
    }

    func testAColorGoesThroughAColorButtonAndComesBackAsACopy() {
        MainActor.assumeIsolated {
            do {
                let color = RGBA(red: 1, green: 0.5, blue: 0, alpha: 1)
                XCTAssertEqual(color.toString(), "rgb(255,128,0)")
                let button = ColorButton()
                button.rgba = color
                color.red = 0
                let read = button.rgba
                XCTAssertEqual(read.red, 1, "GTK kept its own copy of the color it was given")
                XCTAssertEqual(read.green, 0.5)
                XCTAssertTrue(read.parse(spec: "#0000ff"))
                XCTAssertEqual(read.blue, 1)
                XCTAssertEqual(button.rgba.red, 1, "the color read back is a copy too")
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }

    func testAPangoAttributeListIsSharedWithTheLabelThatShowsIt() {
        MainActor.assumeIsolated {
            do {
                let label = Label("styled")
                XCTAssertNil(label.attributes)
                let list = AttrList.fromString(text: "0 3 weight bold")
                label.attributes = list
                XCTAssertEqual(label.attributes?.toString(), "0 3 weight bold")
                let font = FontDescription.fromString(str: "Sans Bold 12")
                XCTAssertEqual(font.family(), "Sans")
                XCTAssertEqual(font.size(), 12 * 1024)
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }

    func testTextItersAreFilledInByTheBufferMovedInPlaceAndPassedBack() {
        MainActor.assumeIsolated {
            do {
                let view = TextView()
                view.text = "one two\nthree"
                let buffer = view.buffer
                let start = buffer.startIter()
                XCTAssertEqual(start.offset(), 0)
                XCTAssertTrue(start.forwardWordEnd(), "moves the wrapper's own copy")
                XCTAssertEqual(start.offset(), 3)
                let (first, last) = buffer.bounds()
                XCTAssertEqual(
                    first.offset(), 0, "a copy of its own: the move above did not change it")
                XCTAssertEqual(last.offset(), 13)
                XCTAssertEqual(
                    buffer.slice(start: start, end: last, includeHiddenChars: true), " two\nthree")
                buffer.insertMarkup(iter: start, markup: ",", len: -1)
                XCTAssertEqual(
                    start.offset(), 4, "GTK moved the iterator passed in past the insertion")
                XCTAssertEqual(view.text, "one, two\nthree")
                XCTAssertTrue(start.forwardLine())
                XCTAssertEqual(start.line(), 1)
                XCTAssertEqual(LiveObjects.boxedValues, 3, LiveObjects.summary)
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }
}
