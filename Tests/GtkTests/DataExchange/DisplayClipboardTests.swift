import CGtk
@_spi(Testing) import Gtk
import GtkTestSupport
import XCTest

/// The clipboard owned by another X client (a second connection to the
/// display), so reads take GDK's real round trip through the X server.
@MainActor private final class OtherClient {
    let display: OpaquePointer

    init?() {
        guard let name = gdk_display_get_name(gdk_display_get_default()),
            let display = gdk_display_open(name)
        else { return nil }
        self.display = display
    }

    func copy(_ text: String) {
        gdk_clipboard_set_text(gdk_display_get_clipboard(display), text)
    }

    func close() { gdk_display_close(display) }
}

/// Copies `text` in another client, then waits until this app's
/// clipboard has seen that it no longer owns the clipboard.
@MainActor private func copyElsewhere(
    _ text: String, with clipboard: DisplayClipboard
) async throws -> OtherClient {
    let other = try XCTUnwrap(OtherClient(), "a second connection to the display")
    other.copy(text)
    let deadline = ContinuousClock.now + .seconds(5)
    while clipboard.isLocal, ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(10))
    }
    XCTAssertFalse(clipboard.isLocal, "the other client owns the clipboard")
    return other
}

final class DisplayClipboardTests: GtkTestCase {
    func testTextCopiedByAnotherClientPastesThroughTheXServer() {
        MainActor.assumeIsolated {
            runApplication { _ in
                let clipboard = DisplayClipboard()
                clipboard.set([.text("ours")])
                let other = try await copyElsewhere("from another client", with: clipboard)
                let items = await clipboard.read(.text)
                guard case .text(let text)? = items.first else {
                    return XCTFail("no text pasted: \(items)")
                }
                XCTAssertEqual(text, "from another client")
                other.close()
            }
        }
    }

    func testACancelledReadAnswersNothingAndTheNextReadStillWorks() {
        MainActor.assumeIsolated {
            runApplication { _ in
                let clipboard = DisplayClipboard()
                let other = try await copyElsewhere("not read", with: clipboard)
                // Whether GDK answers before the cancel arrives depends on how
                // GLib interleaves the X events with the tasks, so try until a
                // cancel meets a read on its way, as the test means to.
                var metAReadOnItsWay = false
                for _ in 0..<50 where !metAReadOnItsWay {
                    let (started, finished) = (
                        DisplayClipboard.readsStarted, DisplayClipboard.readsFinished
                    )
                    let read = Task { await clipboard.read(.text) }
                    await Task.yield()
                    metAReadOnItsWay =
                        DisplayClipboard.readsStarted == started + 1
                        && DisplayClipboard.readsFinished == finished
                    read.cancel()
                    let items = await read.value
                    if metAReadOnItsWay {
                        XCTAssertTrue(
                            items.isEmpty, "a cancelled read answers nothing, got \(items)")
                    }
                }
                XCTAssertTrue(metAReadOnItsWay, "a cancel met a read GDK had not answered yet")
                let again = await clipboard.read(.text)
                guard case .text(let text)? = again.first else {
                    return XCTFail("no text after a cancelled read: \(again)")
                }
                XCTAssertEqual(text, "not read")
                other.close()
            }
        }
    }
}
