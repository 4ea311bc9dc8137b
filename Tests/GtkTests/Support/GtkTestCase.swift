import Gtk
import XCTest

/// The base of every test that needs GTK: fails (never skips) without a
/// display, and fails when a test leaves a GObject, closure box or source alive.
///
/// Counts are compared with those before the test, which are zero unless an
/// earlier test leaked (and failed for it): one leak fails one test.
///
/// GTK must run on the process's main thread, where XCTest runs test methods;
/// test methods are plain (not `@MainActor`) and enter the main actor with
/// `MainActor.assumeIsolated`.
class GtkTestCase: XCTestCase {
    private var aliveBefore = ""

    override func invokeTest() {
        // Without a display the test fails, and its body does not run.
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
