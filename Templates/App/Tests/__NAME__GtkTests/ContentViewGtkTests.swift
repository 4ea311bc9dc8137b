import GtkHooks
import GtkTestSupport
import GtkTesting
import XCTest

@testable import {{NAME}}

/// The view in a real GTK window.
///
/// `GtkTestCase` fails a test without a display, when it leaves a GTK object
/// alive, or when GTK logs a warning the test did not declare.
final class ContentViewGtkTests: GtkTestCase {
    func testClickingAddOneCounts() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(ContentView()) { app in
                try app.click(text: "Add one")
                await app.nextFrame()
                XCTAssertNotNil(app.find(text: "Clicks: 1"), app.dump())
            }
        }
    }

    func testTheEffectTicksInTheWindow() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(ContentView(tickInterval: .milliseconds(20))) { app in
                try await app.waitUntil { app.find(text: "Ticks: 2") != nil }
            }
        }
    }
}
