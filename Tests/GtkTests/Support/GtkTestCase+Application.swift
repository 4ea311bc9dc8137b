import Gtk
import XCTest

/// A flag shared between the test method and the closures it hands to GTK.
@MainActor
final class Flag {
    var isSet = false
}

/// Runs an application and `body` in a main-actor task inside its main loop.
///
/// The app quits when `body` returns. The watchdog only bounds a hang: it
/// fails the test, cancels `body` and quits if `body` has not finished.
@MainActor
func runApplication(
    watchdog: Duration = .seconds(60), file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @MainActor (Application) async throws -> Void
) {
    let finished = Flag()
    let status = Application.run(isUnique: false, arguments: ["GtkTests"]) { application in
        application.hold()
        var bodyTask: Task<Void, Never>?
        let guardian = Source.timeout(after: watchdog) {
            XCTFail("watchdog: the test did not finish within \(watchdog)", file: file, line: line)
            // A body left running would go on in the next test's application.
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

/// Suspends until a GLib timeout of `interval` fires, then returns what
/// `probe` reads at that moment (before any task can run).
@MainActor
func afterGLibTimeout<Value: Sendable>(
    _ interval: Duration, _ probe: @escaping @MainActor () -> Value
) async -> Value {
    await withCheckedContinuation { continuation in
        Source.timeout(after: interval) {
            continuation.resume(returning: probe())
            return .remove
        }
    }
}

/// Reads `probe` at the start and at the end of `interval` of GLib time.
///
/// Both readings happen in GLib timeout callbacks, and the first one 100 ms
/// after the call: GLib signals its own wake-up descriptor when a source is
/// attached, and that wake-up must fall before the measured interval.
@MainActor
func probeAcross<Value: Sendable>(
    _ interval: Duration, _ probe: @escaping @MainActor () -> Value
) async -> (start: Value, end: Value) {
    let margin = Duration.milliseconds(100)
    return await withCheckedContinuation { continuation in
        var start: Value?
        Source.timeout(after: margin) {
            start = probe()
            return .remove
        }
        Source.timeout(after: margin + interval) {
            continuation.resume(returning: (start ?? probe(), probe()))
            return .remove
        }
    }
}

/// Waits, checking after every main-loop turn, until `condition` holds; the
/// bound is a watchdog for a condition that never comes, not a timing claim.
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
