import Gtk
import XCTest

/// GtkEntryBuffer, generated because Entry's and Text's signatures use
/// it: the text it holds is shared with the entry showing it.
final class EntryBufferTests: GtkTestCase {
    func testAnEntrysBufferHoldsItsTextAndReportsInsertions() {
        MainActor.assumeIsolated {
            do {
                let buffer = EntryBuffer(initialChars: "abc", nInitialChars: -1)
                XCTAssertEqual(buffer.text, "abc")
                XCTAssertEqual(buffer.length, 3)
                var inserted: [String] = []
                buffer.onInsertedText { _, chars, count in
                    inserted.append(String(chars.prefix(Int(count))))
                }
                buffer.maxLength = 5
                XCTAssertEqual(buffer.maxLength, 5)
                let entry = Entry()
                entry.setBuffer(buffer: buffer)
                XCTAssertEqual(entry.buffer?.text, "abc")
                XCTAssertEqual(entry.text, "abc", "the entry shows the buffer's text")
                XCTAssertEqual(buffer.insertText(position: 3, chars: "defgh", nChars: -1), 2)
                XCTAssertEqual(inserted, ["de"], "max-length cut the insertion to 2 characters")
                XCTAssertEqual(entry.text, "abcde")
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }
}
