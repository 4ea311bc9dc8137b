import Foundation
@_spi(Testing) import Gtk
import GtkTestSupport
import XCTest

final class MainLoopRunLoopTimersTests: GtkTestCase {
    func testScheduledTimerFiresRepeatedlyInsideTheRunningApp() {
        MainActor.assumeIsolated {
            runApplication { _ in
                let fireDates = await withCheckedContinuation { continuation in
                    let recorded = FireDates()
                    _ = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { timer in
                        let date = timer.fireDate
                        let dates = MainActor.assumeIsolated { recorded.append(date) }
                        if dates.count == 3 {
                            timer.invalidate()
                            continuation.resume(returning: dates)
                        }
                    }
                }
                XCTAssertEqual(fireDates.count, 3)
                XCTAssertEqual(fireDates, fireDates.sorted())
            }
        }
    }

    func testAnInvalidatedTimerNoLongerWakesTheLoop() {
        MainActor.assumeIsolated {
            runApplication { _ in
                await withCheckedContinuation { continuation in
                    _ = Timer.scheduledTimer(withTimeInterval: 0.02, repeats: true) { timer in
                        timer.invalidate()
                        continuation.resume()
                    }
                }
                let before = MainLoop.runLoopTimerRuns
                let after = await afterGLibTimeout(.milliseconds(300)) { MainLoop.runLoopTimerRuns }
                XCTAssertEqual(after, before)
            }
        }
    }
}

/// The fire dates a timer reported, in order.
@MainActor
private final class FireDates {
    private var dates: [Date] = []

    func append(_ date: Date) -> [Date] {
        dates.append(date)
        return dates
    }
}
