import Gtk
import GtkTestSupport
import XCTest

final class SourceTests: GtkTestCase {
    func testAnIdleSourceRunsOnceAndIsReleased() {
        MainActor.assumeIsolated {
            var runs = 0
            let source = Source.idle {
                runs += 1
                return .remove
            }
            XCTAssertTrue(source.isAttached)
            XCTAssertEqual(LiveObjects.sources, 1)
            MainLoop.drainPendingEvents()
            XCTAssertEqual(runs, 1)
            XCTAssertFalse(source.isAttached)
            XCTAssertEqual(LiveObjects.sources, 0)
            XCTAssertEqual(LiveObjects.closureBoxes, 0)
        }
    }

    func testIdleSourcesRunInPriorityOrder() {
        MainActor.assumeIsolated {
            var order: [String] = []
            Source.idle(priority: .defaultIdle) {
                order.append("default idle")
                return .remove
            }
            Source.idle(priority: .highIdle) {
                order.append("high idle")
                return .remove
            }
            Source.idle(priority: .high) {
                order.append("high")
                return .remove
            }
            MainLoop.drainPendingEvents()
            XCTAssertEqual(order, ["high", "high idle", "default idle"])
        }
    }

    func testACancelledSourceNeverRuns() {
        MainActor.assumeIsolated {
            var runs = 0
            let source = Source.idle {
                runs += 1
                return .keep
            }
            source.cancel()
            source.cancel()
            MainLoop.drainPendingEvents()
            XCTAssertEqual(runs, 0)
            XCTAssertFalse(source.isAttached)
        }
    }

    func testATimeoutRepeatsWhileItKeepsAndStopsWhenItRemoves() {
        MainActor.assumeIsolated {
            runApplication { _ in
                let runs = await withCheckedContinuation { continuation in
                    var runs = 0
                    Source.timeout(after: .milliseconds(10)) {
                        runs += 1
                        guard runs == 3 else { return .keep }
                        continuation.resume(returning: runs)
                        return .remove
                    }
                }
                XCTAssertEqual(runs, 3)
                XCTAssertEqual(LiveObjects.sources, 1, "only the test's watchdog is left")
            }
        }
    }
}
