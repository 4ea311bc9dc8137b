import Gtk
import GtkTesting
import Reconciler
import Widgets
import XCTest

/// A stack holding a label that expands both ways; the stack's own
/// `.expand` is given `vertically`.
private struct Stacked: View {
    var vertically: Bool?

    var body: some View {
        VStack {
            Text("inside").expand(horizontally: true, vertically: true)
        }
        .expand(vertically: vertically)
    }
}

final class ExpansionGtkTests: GtkHostTestCase {
    @MainActor private static func stack(of app: GtkTester) throws -> Gtk.Widget {
        try XCTUnwrap(app.find(text: "inside")?.parent)
    }

    /// Whether `stack` fills the height of the window's content.
    @MainActor private static func fillsTheWindow(_ stack: Gtk.Widget) throws -> Bool {
        let content = try XCTUnwrap(stack.parent)
        XCTAssertGreaterThan(content.height, 100)
        return stack.height == content.height
    }

    func testAnAxisLeftUnsetIsComputedFromTheChildren() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Stacked()) { app in
                let stack = try Self.stack(of: app)
                XCTAssertTrue(stack.setsHorizontalExpansion)
                XCTAssertTrue(stack.expandsHorizontally)
                // Not written: GTK expands the stack because its child does.
                XCTAssertFalse(stack.setsVerticalExpansion)
                await app.nextFrame()
                XCTAssertTrue(try Self.fillsTheWindow(stack), app.dump())
            }
        }
    }

    func testFalseStopsAnAxisAndNilGivesItBackToGTK() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Stacked(vertically: false)) { app in
                let stack = try Self.stack(of: app)
                XCTAssertTrue(stack.setsVerticalExpansion)
                XCTAssertFalse(stack.expandsVertically)
                await app.nextFrame()
                XCTAssertFalse(try Self.fillsTheWindow(stack), app.dump())
                app.root.render(Stacked(vertically: nil))
                XCTAssertFalse(stack.setsVerticalExpansion)
                await app.nextFrame()
                XCTAssertTrue(try Self.fillsTheWindow(stack), app.dump())
            }
        }
    }
}
