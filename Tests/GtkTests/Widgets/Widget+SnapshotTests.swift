import Foundation
import Gtk
import XCTest

final class WidgetSnapshotTests: GtkTestCase {
    func testAMappedWindowIsSavedAsAPNGFile() {
        MainActor.assumeIsolated {
            runApplication { application in
                let window = Window(application: application)
                window.child = Label("snapshot")
                window.setDefaultSize(width: 160, height: 80)
                window.present()
                try await waitUntil { window.width > 0 && window.isMapped }
                let path = FileManager.default.temporaryDirectory
                    .appendingPathComponent("gtkhooks-snapshot-\(getpid()).png").path
                defer { try? FileManager.default.removeItem(atPath: path) }
                XCTAssertTrue(window.savePNG(to: path))
                let data = try Data(contentsOf: URL(fileURLWithPath: path))
                XCTAssertEqual(Array(data.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "PNG signature")
            }
        }
    }

    func testAnUnrealizedWidgetCannotBeSaved() {
        MainActor.assumeIsolated {
            XCTAssertFalse(Label("nowhere").savePNG(to: "/tmp/never-written.png"))
        }
    }

    func testARenderedImageHasTheWidgetsSizeAndReadablePixels() {
        MainActor.assumeIsolated {
            runApplication { application in
                let window = Window(application: application)
                window.child = Label("pixels")
                window.setDefaultSize(width: 160, height: 80)
                window.present()
                try await waitUntil { window.isMapped && window.width > 0 }
                let image = try XCTUnwrap(window.renderImage())
                XCTAssertEqual(image.width, window.width)
                XCTAssertEqual(image.height, window.height)
                let centre = image.pixel(x: image.width / 2, y: image.height / 2)
                XCTAssertEqual(centre.alpha, 255, "the window background is opaque")
                XCTAssertNil(Label("nowhere").renderImage())
            }
        }
    }
}
