import Gtk
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

@testable import GtkHost

final class SingleChildLayoutGtkTests: GtkHostTestCase {
    func testG5AScrollViewGivenSeveralChildrenShowsTheFirstAndWarnsOnceNamingIt() throws {
        try MainActor.assumeIsolated {
            let page = { (after: String) in
                VStack {
                    ScrollView {
                        Text("first scrolled")
                        Text("second scrolled")
                        Text("third scrolled")
                    }
                    ScrollView {
                        Text("fourth scrolled")
                        Text("fifth scrolled")
                    }
                    Text(after)
                }
            }
            let warningsBefore = Log.recentWarnings.count
            try GtkTester.run(page("after the scroll views")) { app in
                let warnings = Log.recentWarnings.dropFirst(warningsBefore)
                    .filter { $0.contains("ScrollView") }
                XCTAssertEqual(warnings.count, 1, "one warning per view type: \(warnings)")
                XCTAssertEqual(
                    warnings.first,
                    "ScrollView shows one child view, the first of its 3, and the other 2 are not "
                        + "shown: put them in one VStack or HStack inside it")
                XCTAssertNotNil(app.find(text: "first scrolled"), app.dump())
                XCTAssertNil(app.find(text: "second scrolled"), app.dump())
                XCTAssertNotNil(app.find(text: "after the scroll views"), app.dump())
                app.root.render(page("after an update"))
                await app.nextFrame()
                XCTAssertNotNil(app.find(text: "after an update"), app.dump())
            }
        }
    }

    func testG5AButtonWhoseLabelGetsASecondChildInAnUpdateWarnsNamingIt() throws {
        try MainActor.assumeIsolated {
            let page = { (both: Bool) in
                VStack {
                    Button(action: {}) {
                        Text("label")
                        if both { Text("badge") }
                    }
                }
            }
            let warningsBefore = Log.recentWarnings.count
            try GtkTester.run(page(false)) { app in
                XCTAssertFalse(
                    Log.recentWarnings.dropFirst(warningsBefore).contains { $0.contains("Button") },
                    "one child: nothing lost")
                app.root.render(page(true))
                await app.nextFrame()
                let warnings = Log.recentWarnings.dropFirst(warningsBefore)
                    .filter { $0.contains("Button") }
                XCTAssertEqual(
                    warnings.first,
                    "Button shows one child view, the first of its 2, and the other one is not "
                        + "shown: put them in one VStack or HStack inside it", "\(warnings)")
                XCTAssertNotNil(app.find(text: "label"), app.dump())
            }
        }
    }
}
