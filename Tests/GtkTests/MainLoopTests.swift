import Foundation
import Gtk
import XCTest

final class MainLoopTests: GtkTestCase {
    func testMainActorTaskRunsInsideTheRunningApp() {
        MainActor.assumeIsolated {
            runApplication { _ in
                let ran = await Task { @MainActor in Thread.isMainThread }.value
                XCTAssertTrue(ran)
            }
        }
    }

    func testTaskSleepOnTheMainActorResumes() {
        MainActor.assumeIsolated {
            runApplication { _ in
                let clock = ContinuousClock()
                let start = clock.now
                try await Task.sleep(for: .milliseconds(50))
                XCTAssertGreaterThanOrEqual(clock.now - start, .milliseconds(50))
                XCTAssertTrue(Thread.isMainThread)
            }
        }
    }

    func testDispatchQueueMainAsyncRunsFromABackgroundQueue() {
        MainActor.assumeIsolated {
            runApplication { _ in
                let onMainThread = await withCheckedContinuation { continuation in
                    DispatchQueue.global().async {
                        DispatchQueue.main.async {
                            continuation.resume(returning: Thread.isMainThread)
                        }
                    }
                }
                XCTAssertTrue(onMainThread)
            }
        }
    }

    func testMainActorRunFromADetachedTask() {
        MainActor.assumeIsolated {
            runApplication { _ in
                let onMainThread = await Task.detached {
                    await MainActor.run { Thread.isMainThread }
                }.value
                XCTAssertTrue(onMainThread)
            }
        }
    }

    func testAnIdleAppDoesNotWakeUpForOneSecond() {
        MainActor.assumeIsolated {
            runApplication { application in
                let window = Window(application: application)
                window.child = Label("idle")
                window.present()
                // Let the window map and draw its first frames before counting.
                try await Task.sleep(for: .milliseconds(500))
                let (before, after) = await probeAcross(.seconds(1)) {
                    (MainLoop.wakeUps, MainLoop.dispatchQueueDrains, MainLoop.runLoopTimerRuns)
                }
                XCTAssertTrue(window.isMapped)
                // The one wake-up allowed is the GLib timeout that ends the second.
                XCTAssertLessThanOrEqual(after.0 - before.0, 1, "wake-ups in one idle second")
                XCTAssertEqual(after.1 - before.1, 0, "dispatch queue drains in one idle second")
                XCTAssertEqual(after.2 - before.2, 0, "run loop timer runs in one idle second")
            }
        }
    }

    func testTheBridgeIsInstalledOnlyWhileTheAppRuns() {
        MainActor.assumeIsolated {
            XCTAssertFalse(MainLoop.isBridgeInstalled)
            runApplication { _ in XCTAssertTrue(MainLoop.isBridgeInstalled) }
            XCTAssertFalse(MainLoop.isBridgeInstalled)
        }
    }
}
