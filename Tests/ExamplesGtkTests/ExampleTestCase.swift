import Gtk
import XCTest

/// The base of the example GTK tests: every GObject, closure box and GLib
/// source an example made is released once its test has run.
class ExampleTestCase: XCTestCase {
    private var aliveBefore = ""

    override func setUp() {
        super.setUp()
        aliveBefore = MainActor.assumeIsolated {
            _ = Toolkit.initialize()
            MainLoop.drainPendingEvents()
            return LiveObjects.summary
        }
    }

    override func tearDown() {
        let aliveAfter = MainActor.assumeIsolated {
            MainLoop.drainPendingEvents()
            return LiveObjects.summary
        }
        XCTAssertEqual(aliveAfter, aliveBefore, "alive after the example ran")
        super.tearDown()
    }
}
