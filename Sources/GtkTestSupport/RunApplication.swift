import Gtk
import XCTest

/// A flag shared between the test method and the closures it hands to GTK.
@MainActor
public final class Flag {
    /// Whether it was set.
    public var isSet = false

    /// A flag not set.
    public init() {}
}

/// Runs an application and `body` in a main-actor task inside its main loop.
///
/// The app quits when `body` returns. The watchdog only bounds a hang: it
/// fails the test, cancels `body` and quits if `body` has not finished.
@MainActor
public func runApplication(
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

/// Waits, checking after every main-loop turn, until `condition` holds; the
/// bound is a watchdog for a condition that never comes, not a timing claim.
@MainActor
public func waitUntil(
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
