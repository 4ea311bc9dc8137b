import Foundation
import Gtk
import GtkTestSupport
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
}
