import Gtk
import GtkTestSupport
import XCTest

/// GdkClipboard from Gdk-4.0.gir: text and GValues in, async reads out
/// (`*_async`/`*_finish` pairs as `async throws` methods).
final class ClipboardTests: GtkTestCase {
    func testTextIsReadBackAsynchronouslyAndChangedIsReceived() {
        MainActor.assumeIsolated {
            runApplication { _ in
                let clipboard = try XCTUnwrap(Display.default?.clipboard())
                var changes = 0
                let connection = clipboard.onChanged { changes += 1 }
                clipboard.setText("copied text")
                XCTAssertTrue(clipboard.isLocal())
                XCTAssertEqual(changes, 1)
                let boxesBefore = LiveObjects.closureBoxes
                let text = try await clipboard.readText()
                XCTAssertEqual(text, "copied text")
                XCTAssertEqual(LiveObjects.closureBoxes, boxesBefore, "the callback box is freed")
                connection.disconnect()
            }
        }
    }

    func testAContentProviderOfAValueIsReadBackAsTextAndAsAValue() {
        MainActor.assumeIsolated {
            runApplication { _ in
                let clipboard = try XCTUnwrap(Display.default?.clipboard())
                do {
                    let provider = ContentProvider(forValue: TypedValue("from a value"))
                    XCTAssertTrue(clipboard.setContent(provider: provider))
                    XCTAssertTrue(clipboard.content === provider || clipboard.content != nil)
                }
                let text = try await clipboard.readText()
                XCTAssertEqual(text, "from a value")
                let value = try await clipboard.readValue(
                    type: TypedValue.stringType, ioPriority: 0)
                XCTAssertEqual(value.typeName, "gchararray")
                XCTAssertEqual(value.string, "from a value")
                XCTAssertNil(value.filePath)
                XCTAssertTrue(clipboard.setContent(provider: nil), "lets the provider go")
            }
        }
    }

    func testReadingAnEmptyClipboardThrowsAGLibError() {
        MainActor.assumeIsolated {
            runApplication { _ in
                let clipboard = try XCTUnwrap(Display.default?.clipboard())
                XCTAssertTrue(clipboard.setContent(provider: nil))
                do {
                    let texture = try await clipboard.readTexture()
                    XCTFail("read \(String(describing: texture)) from an empty clipboard")
                } catch let error as GLibError {
                    XCTAssertFalse(error.description.isEmpty)
                }
            }
        }
    }
}
