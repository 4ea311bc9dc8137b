import Gtk
import XCTest

/// The base of the GTK tests of the outside module: fails (never skips) without a display, and
/// fails when a test leaves a GObject, closure box or GLib source of ours
/// alive (SEMANTICS G4).
class ExtraWidgetsTestCase: XCTestCase {
    private var aliveBefore = ""

    override func invokeTest() {
        guard MainActor.assumeIsolated({ Toolkit.initialize() }) else {
            XCTFail(MainActor.assumeIsolated { Toolkit.noDisplayMessage })
            return
        }
        super.invokeTest()
    }

    override func setUp() {
        super.setUp()
        aliveBefore = MainActor.assumeIsolated {
            MainLoop.drainPendingEvents()
            return LiveObjects.summary
        }
    }

    override func tearDown() {
        let aliveAfter = MainActor.assumeIsolated {
            MainLoop.drainPendingEvents()
            return LiveObjects.summary
        }
        XCTAssertEqual(aliveAfter, aliveBefore, "alive after the test")
        super.tearDown()
    }
}
