import AppServices
import Foundation
import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

/// An app value that also travels as text.
private struct Note: Hashable, Sendable, Transferable {
    var title: String
    var transferItems: [TransferItem] { [.value(self), .text(title)] }
}

/// A PNG of 2 x 1 pixels, red then blue.
private let redBluePNG: [UInt8] = [
    137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 2, 0, 0, 0, 1, 8, 6, 0,
    0, 0, 244, 34, 127, 138, 0, 0, 0, 14, 73, 68, 65, 84, 120, 156, 99, 248, 207, 192, 0, 66, 255,
    1, 15, 249, 3, 253, 133, 17, 153, 118, 0, 0, 0, 0, 73, 69, 78, 68, 174, 66, 96, 130,
]

final class ClipboardGtkTests: GtkHostTestCase {
    func testCopiedTextAndAppValuesPasteBackThroughTheDisplayClipboard() throws {
        try MainActor.assumeIsolated {
            let pasted = Recorder<String>()
            let view = HookScope {
                let clipboard = useClipboard()
                VStack {
                    Widgets.Button("Copy") { clipboard.copy(Note(title: "Buy milk")) }
                    Widgets.Button("Paste text") {
                        Task { pasted.record(await clipboard.text() ?? "none") }
                    }
                    Widgets.Button("Paste note") {
                        Task {
                            let notes = await clipboard.paste(Note.self)
                            pasted.record(notes.first.map { "note \($0.title)" } ?? "none")
                        }
                    }
                }
            }
            try GtkTester.run(view) { app in
                try app.click(text: "Copy")
                XCTAssertTrue(DisplayClipboard().isLocal, "the app owns the display's clipboard")
                try app.click(text: "Paste text")
                try await app.waitUntil { pasted.values.count == 1 }
                try app.click(text: "Paste note")
                try await app.waitUntil { pasted.values.count == 2 }
                XCTAssertEqual(pasted.values, ["Buy milk", "note Buy milk"])
            }
        }
    }

    func testAnImageCopiedAsPNGPastesBackAsAPNGOfTheSameSize() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Text("images")) { _ in
                let clipboard = Clipboard.gtk
                clipboard.copy(PNGImage(data: Data(redBluePNG)))
                let pastedImage = await clipboard.image()
                let image = try XCTUnwrap(pastedImage)
                let bytes = [UInt8](image.data)
                XCTAssertEqual(Array(bytes.prefix(8)), Array(redBluePNG.prefix(8)), "a PNG")
                XCTAssertEqual(Array(bytes[16..<24]), [0, 0, 0, 2, 0, 0, 0, 1], "2 x 1 pixels")
                let text = await clipboard.text()
                XCTAssertNil(text, "an image is not text")
            }
        }
    }
}
