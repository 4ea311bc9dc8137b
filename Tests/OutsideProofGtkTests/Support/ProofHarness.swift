// Proof from outside (CONTRIBUTING.md): written as an app's module would be,
// against the public API of `Gtk` alone; `make lint` (Scripts/outside-proof.sh)
// fails on any C import or call in this folder.

import Gtk
import GtkTestSupport
import XCTest

/// The base of the proof's tests: `GtkTestSupport`'s, which fails a test that
/// leaves a GObject alive or makes GLib warn.
typealias GtkTestCase = GtkTestSupport.GtkTestCase

/// A flag shared between a test and the closures it hands to GTK.
@MainActor
final class Flag {
    var isSet = false
}

/// Runs an application and `body` inside its main loop, as an app's own
/// test would; the app quits when `body` returns or after `watchdog`.
@MainActor
func runApplication(
    watchdog: Duration = .seconds(60), file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @MainActor (Application) async throws -> Void
) {
    let finished = Flag()
    let status = Application.run(isUnique: false, arguments: ["OutsideProof"]) { application in
        application.hold()
        var bodyTask: Task<Void, Never>?
        let guardian = Source.timeout(after: watchdog) {
            XCTFail("watchdog: the test did not finish within \(watchdog)", file: file, line: line)
            bodyTask?.cancel()
            application.quit()
            return .remove
        }
        bodyTask = Task {
            do {
                try await body(application)
            } catch {
                XCTFail("threw \(error)", file: file, line: line)
            }
            finished.isSet = true
            guardian.cancel()
            application.release()
            application.quit()
        }
    }
    XCTAssertEqual(status, 0, "exit status of the application", file: file, line: line)
    XCTAssertTrue(finished.isSet, "the test body finished", file: file, line: line)
}

/// Waits, a main-loop turn at a time, until `condition` holds; the bound is
/// a watchdog, not a timing claim.
@MainActor
func waitUntil(
    bound: Duration = .seconds(30), file: StaticString = #filePath, line: UInt = #line,
    _ condition: @escaping @MainActor () -> Bool
) async throws {
    let deadline = ContinuousClock.now + bound
    while !condition() {
        guard ContinuousClock.now < deadline else {
            XCTFail("condition not met within \(bound)", file: file, line: line)
            return
        }
        try await Task.sleep(for: .milliseconds(10))
    }
}

extension Widget {
    /// The texts GTK shows now below this widget (of mapped widgets with
    /// text), in the widget tree's order; only those of widgets with CSS
    /// class `cssClass` when it is given.
    func shownTexts(ofClass cssClass: String? = nil) -> [String] {
        subtree.filter { widget in
            widget.isMapped && cssClass.map { widget.hasCSSClass($0) } ?? true
        }.compactMap(\.displayedText)
    }
}
