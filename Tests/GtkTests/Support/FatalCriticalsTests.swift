import Foundation
import Gtk
import XCTest

/// Proves that a GTK critical ends a test run: the GTK tests run with
/// `G_DEBUG=fatal-criticals` and `SWIFT_BACKTRACE=enable=no` (the Swift
/// backtracer would otherwise swallow the SIGTRAP and let the run pass).
final class FatalCriticalsTests: GtkTestCase {
    private static let childVariable = "GTKHOOKS_CRITICAL_CHILD"

    func testACriticalAbortsTheTestProcess() throws {
        if ProcessInfo.processInfo.environment[Self.childVariable] != nil {
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

        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["GtkTests.FatalCriticalsTests/testACriticalAbortsTheTestProcess"]
        child.environment = environment.merging([Self.childVariable: "1"]) { $1 }
        let errors = Pipe()
        child.standardError = errors
        child.standardOutput = FileHandle.nullDevice
        try child.run()
        let output = String(
            decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()

        XCTAssertEqual(child.terminationReason, .uncaughtSignal, output)
        XCTAssertEqual(child.terminationStatus, SIGTRAP, output)
        XCTAssertTrue(output.contains("CRITICAL"), output)
    }
}
