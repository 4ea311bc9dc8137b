import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private struct Layers: View {
    let names: [String]

    var body: some View {
        ZStack {
            ForEach(names, id: \.self) { Text($0) }
        }
    }
}

final class ZStackChangesGtkTests: GtkHostTestCase {
    /// Removing or moving the main child of a ZStack takes every child out of
    /// the overlay as GTK has them, not in the new order.
    func testTheMainChildIsRemovedAndMovedLikeTheOthers() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Layers(names: ["base", "one", "two"])) { app in
                let overlay = try XCTUnwrap(app.find(text: "base")?.parent as? Overlay)
                app.root.render(Layers(names: ["one", "two"]))
                XCTAssertEqual(overlay.child?.displayedText, "one")
                XCTAssertEqual(overlay.children.compactMap(\.displayedText), ["one", "two"])
                app.root.render(Layers(names: ["two", "one"]))
                XCTAssertEqual(overlay.child?.displayedText, "two")
                XCTAssertEqual(overlay.children.compactMap(\.displayedText), ["two", "one"])
                app.root.render(Layers(names: ["one", "base", "two"]))
                XCTAssertEqual(
                    overlay.children.compactMap(\.displayedText), ["one", "base", "two"])
            }
        }
    }
}
