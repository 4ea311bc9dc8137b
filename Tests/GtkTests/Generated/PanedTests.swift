import Gtk
import XCTest

final class PanedTests: GtkTestCase {
    func testEveryPropertyReadsBackWhatWasSet() {
        MainActor.assumeIsolated {
            do {
                let paned = Paned(orientation: .vertical)
                let start = Label("start")
                let end = Label("end")
                paned.startChild = start
                paned.endChild = end
                XCTAssertTrue(paned.startChild === start)
                XCTAssertTrue(paned.endChild === end)
                var positions = 0
                paned.onPositionChanged { positions += 1 }
                paned.position = 40
                XCTAssertEqual(paned.position, 40)
                XCTAssertEqual(positions, 1, "notify::position reached the handler")
                for flag in [
                    \Paned.resizeStartChild, \.resizeEndChild, \.shrinkStartChild,
                    \.shrinkEndChild, \.wideHandle,
                ] {
                    paned[keyPath: flag] = false
                    XCTAssertFalse(paned[keyPath: flag])
                    paned[keyPath: flag] = true
                    XCTAssertTrue(paned[keyPath: flag])
                }
                paned.startChild = nil
                XCTAssertNil(paned.startChild)
                XCTAssertEqual(start.referenceCount, 1, "the paned let go of the child")
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }
}
