import Foundation
@_spi(Testing) import Gtk
import GtkTestSupport
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
                // What this proves is that the bridge does not poll: a polling
                // bridge drains the dispatch queue or runs the run loop each
                // time it fires, and wakes the loop up tens of times in every
                // second. On a loaded machine the X server, GTK's first frames
                // and other processes' work can still wake an idle app a few
                // times in any given second, so up to five seconds are measured
                // and the quietest one is judged.
                var seconds: [IdleSecond] = []
                for _ in 0..<5 {
                    let (start, end) = await probeAcross(.seconds(1)) {
                        (MainLoop.wakeUps, MainLoop.dispatchQueueDrains, MainLoop.runLoopTimerRuns)
                    }
                    seconds.append(
                        IdleSecond(
                            wakeUps: end.0 - start.0, drains: end.1 - start.1,
                            timerRuns: end.2 - start.2))
                    // The one wake-up expected is the GLib timeout that ends the second.
                    if seconds.last!.wakeUps <= 1 { break }
                }
                let quietest = seconds.min { $0.wakeUps < $1.wakeUps }!
                XCTAssertLessThanOrEqual(
                    quietest.wakeUps, 3, "the quietest idle second of \(seconds)")
                XCTAssertEqual(
                    quietest.drains, 0, "dispatch queue drains in the quietest second of \(seconds)"
                )
                XCTAssertEqual(
                    quietest.timerRuns, 0,
                    "run loop timer runs in the quietest second of \(seconds)")
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

/// What the main loop did in one second of an idle app.
private struct IdleSecond: CustomStringConvertible {
    var wakeUps: Int
    var drains: Int
    var timerRuns: Int

    var description: String { "\(wakeUps) wake-ups, \(drains) drains, \(timerRuns) timer runs" }
}
