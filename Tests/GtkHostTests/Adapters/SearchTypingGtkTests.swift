import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

/// A search field over names it filters, and a button to hold the focus.
private struct FilteredNames: HookView {
    var hookBody: some View {
        let query = useState("")
        VStack {
            SearchField("Search names", text: query, delay: 0)
            Widgets.Button("Elsewhere") {}
            ForEach(
                ["ada", "alan", "grace"].filter {
                    query.wrappedValue.isEmpty || $0.contains(query.wrappedValue)
                }, id: \.self
            ) { Text($0) }
        }
    }
}

final class SearchTypingGtkTests: GtkHostTestCase {
    func testG65LettersTypedWithTheFocusElsewhereLandInTheSearchFieldAndFilter() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(FilteredNames()) { app in
                let input = try XCTUnwrap(XTestInput(), "an X11 display with XTEST")
                let window = try XCTUnwrap(app.windows.first)
                try await app.waitUntilMapped()
                try await Task.sleep(for: .milliseconds(300))
                let button = try XCTUnwrap(app.find(text: "Elsewhere"))
                let point = try XCTUnwrap(
                    button.translateCoordinates(destWidget: window, srcX: 4, srcY: 4))
                input.move(to: window, x: Int32(point.destX), y: Int32(point.destY))
                try await Task.sleep(for: .milliseconds(200))
                var clickable = button
                while !(clickable is Gtk.Button), let parent = clickable.parent {
                    clickable = parent
                }
                XCTAssertTrue(clickable.grabFocus())
                let entry = try XCTUnwrap(app.find(role: .searchField) as? SearchEntry)
                XCTAssertFalse(entry.subtree.contains { $0.hasFocus }, "the focus is elsewhere")

                input.type("al")  // real key events, to the focused button's window
                try await app.waitUntil { entry.text == "al" }
                try await app.waitUntil { app.find(text: "ada") == nil }
                XCTAssertNotNil(app.find(text: "alan"), "the names are filtered")
                XCTAssertNil(app.find(text: "grace"))
            }
        }
    }
}
