import CGtk
import Gtk
import XCTest

/// GLib lists on real GTK: Swift arrays back, with the list freed and each
/// element released exactly once as the transfer says, and Swift arrays in.
final class ListTests: GtkTestCase {
    func testSelectedRowsComeBackAsTheirWrappers() {
        MainActor.assumeIsolated {
            do {
                let list = ListBox()
                list.selectionMode = .multiple
                let labels = (0..<3).map { Label("row \($0)") }
                for label in labels { list.append(child: label) }
                XCTAssertTrue(list.selectedRows().isEmpty)
                list.selectRow(row: list.rowAtIndex(index: 0))
                list.selectRow(row: list.rowAtIndex(index: 2))
                // Transfer container: GTK keeps the rows, the caller frees the list.
                let rows = list.selectedRows()
                XCTAssertEqual(rows.map { $0.index() }.sorted(), [0, 2])
                XCTAssertTrue(rows.allSatisfy { $0.referenceCount == 2 }, "GTK's and the wrapper's")
                XCTAssertTrue(
                    rows.contains { $0 === list.rowAtIndex(index: 0) },
                    "a row comes back as its registered wrapper")
                withExtendedLifetime(labels) {}
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }

    func testTheTagsAtAnIterAreTheTagsApplied() {
        MainActor.assumeIsolated {
            do {
                let buffer = TextBuffer(table: nil)
                buffer.text = "bold and italic"
                let bold = TextTag(name: "bold")
                let italic = TextTag(name: "italic")
                XCTAssertTrue(buffer.tagTable?.add(tag: bold) ?? false)
                XCTAssertTrue(buffer.tagTable?.add(tag: italic) ?? false)
                buffer.applyTag(
                    tag: bold, start: buffer.startIter(), end: buffer.iterAtOffset(charOffset: 8))
                buffer.applyTag(
                    tag: italic, start: buffer.iterAtOffset(charOffset: 5), end: buffer.endIter())
                let references = bold.referenceCount
                // A GSList with transfer container: the tags stay the table's,
                // each returned wrapper holding a reference of its own.
                let tags = buffer.iterAtOffset(charOffset: 6).tags()
                XCTAssertEqual(tags.map(\.name), ["bold", "italic"])
                XCTAssertEqual(bold.referenceCount, references + 1)
                XCTAssertEqual(buffer.iterAtOffset(charOffset: 0).tags().map(\.name), ["bold"])
                XCTAssertEqual(
                    buffer.iterAtOffset(charOffset: 5).toggledTags(toggledOn: true).map(\.name),
                    ["italic"])
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }

    func testSelectedItemsOfAnIconViewAreOwnedPathsEachFreedOnce() {
        MainActor.assumeIsolated {
            do {
                let store = TreeStore(newv: [TypedValue.stringType])
                for name in ["a", "b", "c"] {
                    store.setValue(
                        iter: store.append(parent: nil), column: 0, value: TypedValue(name))
                }
                let view = IconView(model: store)
                view.textColumn = 0
                view.selectionMode = .multiple
                view.selectPath(path: TreePath(string: "0"))
                view.selectPath(path: TreePath(string: "2"))
                let before = LiveObjects.boxedValues
                // Transfer full: each path is the caller's, adopted by its wrapper.
                let paths = view.selectedItems()
                XCTAssertEqual(paths.compactMap { $0.toString() }.sorted(), ["0", "2"])
                XCTAssertEqual(LiveObjects.boxedValues, before + 2, LiveObjects.summary)
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }

    func testTheToplevelsListedAreTheWindowsOpen() {
        MainActor.assumeIsolated {
            do {
                let windows = [Window(), Window()]
                // A class function returning a list (transfer container).
                let toplevels = Window.listToplevels()
                for window in windows {
                    XCTAssertTrue(toplevels.contains { $0 === window }, "its registered wrapper")
                }
                for window in windows { window.destroy() }
                XCTAssertFalse(Window.listToplevels().contains { $0 === windows[0] })
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }
}
