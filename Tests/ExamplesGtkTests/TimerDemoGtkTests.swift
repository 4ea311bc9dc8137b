import Gtk
import GtkHooks
import GtkTesting
import XCTest

@testable import TimerDemo

final class TimerDemoGtkTests: ExampleTestCase {
    func testTheClockTicksAndItsTimerIsReleasedOnUnmount() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(HookScope { timer() }) { app in
                let label = try XCTUnwrap(app.find(role: .label))
                let first = try XCTUnwrap(label.displayedText)
                XCTAssertTrue(first.hasPrefix("Time: "), first)
                try await app.waitUntil { label.displayedText != first }
                XCTAssertNotNil(MainLoop.millisecondsUntilNextRunLoopTimer())

                app.root.render(Text("Clock closed"))
                XCTAssertNotNil(app.find(text: "Clock closed"), app.dump())
                // Unmount cleanups run with the passive effects, after the frame.
                try await app.waitUntil { MainLoop.millisecondsUntilNextRunLoopTimer() == nil }
            }
        }
    }

    func testTheDemoWindowShowsBothClocks() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(TimerDemoView()) { app in
                let texts = app.findAll(role: .label).compactMap(\.displayedText)
                XCTAssertTrue(texts.contains { $0.hasPrefix("Time: ") }, app.dump())
                XCTAssertTrue(texts.contains { $0.hasPrefix("Now: ") }, app.dump())
            }
        }
    }

    func testPickingAnotherIntervalReplacesTheTimer() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(IntervalClock()) { app in
                let picker = try XCTUnwrap(app.find(role: .picker), app.dump())
                let soon = try XCTUnwrap(MainLoop.millisecondsUntilNextRunLoopTimer())
                XCTAssertLessThanOrEqual(soon, 1_000)
                try app.select(2, in: picker)
                // Only a 5 s timer is left once the 1 s one is invalidated.
                try await app.waitUntil {
                    (MainLoop.millisecondsUntilNextRunLoopTimer() ?? 0) > 2_000
                }
            }
        }
    }
}
