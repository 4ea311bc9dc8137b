import GtkHooks
import GtkTesting
import XCTest

@testable import Counter

final class CounterGtkTests: ExampleTestCase {
    func testClickingEachCounterCountsOnlyIt() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(CountersView()) { app in
                try app.click(XCTUnwrap(app.find(label: "HookScope counter")))
                try app.click(XCTUnwrap(app.find(label: "HookView counter")))
                try app.click(XCTUnwrap(app.find(label: "HookView counter")))
                try app.click(XCTUnwrap(app.find(label: "Increment")))
                await app.nextFrame()
                XCTAssertNotNil(app.find(text: "You clicked 1 times"), app.dump())
                XCTAssertNotNil(app.find(text: "You clicked 2 times"), app.dump())
                XCTAssertNotNil(app.find(text: "Count: 1"), app.dump())
            }
        }
    }
}
