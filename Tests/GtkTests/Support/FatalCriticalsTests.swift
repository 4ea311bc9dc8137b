import Foundation
import Gtk
import XCTest

/// Proves that a GTK critical ends a test run: the GTK tests run with
/// `G_DEBUG=fatal-criticals` and `SWIFT_BACKTRACE=enable=no` (the Swift
/// backtracer would otherwise swallow the SIGTRAP and let the run pass).
final class FatalCriticalsTests: GtkTestCase {
    private static let test = "GtkTests.FatalCriticalsTests/testACriticalAbortsTheTestProcess"

    func testACriticalAbortsTheTestProcess() throws {
        if isChildRun(of: Self.test) {
            // The child: misuse GTK (move a widget that is not a child of the
            // box), which logs a Gtk-CRITICAL and must kill this process here.
            MainActor.assumeIsolated { Box().move(Label("stranger"), after: nil) }
            XCTFail("the process survived a GTK critical")
            return
        }
        let environment = ProcessInfo.processInfo.environment
        XCTAssertTrue(
            environment["G_DEBUG"]?.contains("fatal-criticals") ?? false,
            "run GTK tests through `make test` (G_DEBUG=fatal-criticals)")
        XCTAssertEqual(
            environment["SWIFT_BACKTRACE"], "enable=no",
            "run GTK tests through `make test` (SWIFT_BACKTRACE=enable=no)")

        let child = try runAlone(Self.test)
        XCTAssertEqual(child.reason, .uncaughtSignal, child.output)
        XCTAssertEqual(child.status, SIGTRAP, child.output)
        XCTAssertTrue(child.output.contains("CRITICAL"), child.output)
    }
}
