import Gtk
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

@testable import GtkHost

/// Three rows of an id, a button with the row's label (a click appends "!")
/// and a spacer; the whole list re-renders on every click.
private struct Rows: HookView {
    var hookBody: some View {
        let labels = useState(["a", "b", "c"])
        VStack {
            ForEach(0..<3, id: \.self) { index in
                HStack {
                    Text("\(index)")
                    Widgets.Button(labels.wrappedValue[index]) {
                        labels.wrappedValue[index] += "!"
                    }
                    .cssClass("flat")
                    Spacer().expand()
                }
            }
        }
    }
}

/// A button whose title never changes and whose action reads the count of
/// the render that made it.
private struct Tapper: HookView {
    var hookBody: some View {
        let count = useState(0)
        let seen = count.wrappedValue
        VStack {
            Text("count \(seen)")
            Widgets.Button("tap") { count.wrappedValue = seen + 1 }
        }
    }
}

final class GtkHostUpdateGtkTests: GtkHostTestCase {
    func testChangingOneLabelWritesPropsOfOneWidgetOnly() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Rows()) { app in
                let button = try app.require(text: "b")
                let before = app.root.host.propsApplied
                try app.click(button)
                try await app.waitUntil { button.displayedText == "b!" }
                XCTAssertEqual(app.root.host.propsApplied - before, 1, app.dump())
                XCTAssertNotNil(app.find(text: "a"))
                XCTAssertNotNil(app.find(text: "c"))
            }
        }
    }

    func testAnUpdateThatWritesNothingStillHandsTheWidgetTheLatestAction() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Tapper()) { app in
                let button = try app.require(text: "tap")
                for expected in 1...3 {
                    try app.click(button)
                    try await app.waitUntil { app.find(text: "count \(expected)") != nil }
                }
                XCTAssertNotNil(app.find(text: "count 3"), app.dump())
            }
        }
    }
}
