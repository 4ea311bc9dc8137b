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

    private static let idleTest = "GtkTests.MainLoopTests/testAnIdleAppDoesNotWakeUpForOneSecond"

    func testAnIdleAppDoesNotWakeUpForOneSecond() throws {
        // Measured in a fresh process: what earlier tests of the run leave
        // behind (threads finishing, windows, GTK timers) is not this app's.
        guard isChildRun(of: Self.idleTest) else {
            let child = try runAlone(Self.idleTest)
            XCTAssertEqual(child.reason, .exit, child.output)
            XCTAssertEqual(child.status, 0, child.output)
            XCTAssertTrue(child.output.contains("Executed 1 test"), child.output)
            return
        }
        MainActor.assumeIsolated {
            runApplication { application in
                let window = Window(application: application)
                window.child = Label("idle")
                window.present()
                try await waitUntil { window.isMapped }
                // A slow machine may still be busy with the first frames: up
                // to three seconds are measured, and one must be quiet. A
                // polling bridge wakes up in every one of them.
                var seconds: [(wakeUps: Int, drains: Int, timerRuns: Int)] = []
                for _ in 0..<3 {
                    let (start, end) = await probeAcross(.seconds(1)) {
                        (MainLoop.wakeUps, MainLoop.dispatchQueueDrains, MainLoop.runLoopTimerRuns)
                    }
                    seconds.append((end.0 - start.0, end.1 - start.1, end.2 - start.2))
                    // The one wake-up allowed is the GLib timeout that ends the second.
                    if seconds.last!.wakeUps <= 1 { break }
                }
                let quiet = seconds.last!
                XCTAssertLessThanOrEqual(quiet.wakeUps, 1, "wake-ups per idle second: \(seconds)")
                XCTAssertEqual(quiet.drains, 0, "dispatch queue drains in the idle second")
                XCTAssertEqual(quiet.timerRuns, 0, "run loop timer runs in the idle second")
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
