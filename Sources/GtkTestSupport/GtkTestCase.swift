@_spi(Testing) import Gtk
import XCTest

/// The base of every test that needs GTK.
///
/// - Fails (never skips) without a display.
/// - Fails when a test leaves a GObject, closure box or GLib source of ours
///   alive. Counts are compared with those before the test, which are zero
///   unless an earlier test leaked (and failed for it): one leak fails one test.
/// - Fails when a GLib warning or critical of any domain but `GtkHooks` is
///   logged during the test (`Gtk-WARNING`, `GLib-GObject-WARNING`...),
///   unless the test declared it with ``expectWarning(domain:containing:)``.
///
/// GTK must run on the process's main thread, where XCTest runs test methods;
/// test methods are plain (not `@MainActor`) and enter the main actor with
/// `MainActor.assumeIsolated`.
open class GtkTestCase: XCTestCase {
    private var aliveBefore = ""
    private var expectedWarnings: [(domain: String, text: String)] = []

    override open func invokeTest() {
        MainActor.assumeIsolated { Instrumentation.isEnabled = true }
        GLibWarnings.install()
        // What was logged before this test (or between tests) is not its doing.
        _ = GLibWarnings.take()
        expectedWarnings = []
        // Without a display the test fails, and its body does not run.
        guard MainActor.assumeIsolated({ Toolkit.initialize() }) else {
            XCTFail(MainActor.assumeIsolated { Toolkit.noDisplayMessage })
            return
        }
        super.invokeTest()
    }

    override open func setUp() {
        super.setUp()
        aliveBefore = MainActor.assumeIsolated {
            MainLoop.drainPendingEvents()
            return LiveObjects.summary
        }
    }

    override open func tearDown() {
        let aliveAfter = MainActor.assumeIsolated {
            MainLoop.drainPendingEvents()
            return LiveObjects.summary
        }
        XCTAssertEqual(aliveAfter, aliveBefore, "alive after the test")
        checkWarnings()
        super.tearDown()
    }

    /// Declares that this test makes GLib log a warning (or critical) of
    /// `domain` whose text contains `text`; the test fails if it does not.
    ///
    /// Each declaration matches every such message of the test.
    public func expectWarning(domain: String, containing text: String) {
        expectedWarnings.append((domain, text))
    }

    private func checkWarnings() {
        var seen = Array(repeating: false, count: expectedWarnings.count)
        for message in GLibWarnings.take() {
            let match = expectedWarnings.firstIndex {
                $0.domain == message.domain && message.text.contains($0.text)
            }
            if let match {
                seen[match] = true
            } else {
                XCTFail("GLib logged during the test: \(message)")
            }
        }
        for (index, expected) in expectedWarnings.enumerated() where !seen[index] {
            XCTFail(
                "expected a \(expected.domain) warning containing \"\(expected.text)\"; none came")
        }
    }
}
