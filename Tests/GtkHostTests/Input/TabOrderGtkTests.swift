import Gtk
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

@testable import GtkHost

/// Three fields in an order the Reverse button flips.
private struct Fields: HookView {
    var hookBody: some View {
        let names = useState(["A", "B", "C"])
        let text = useState("")
        VStack {
            ForEach(names.wrappedValue, id: \.self) { name in
                TextField(name, text: text).accessibilityLabel(name)
            }
            Widgets.Button("Reverse") { names.wrappedValue.reverse() }
                .focusable(false)
        }
    }
}

/// The label of the field holding `window`'s focus.
@MainActor private func focusedField(in window: Gtk.Window, of app: GtkTester) -> String? {
    ["A", "B", "C"].first { name in
        app.find(label: name).map { focus(of: window, isIn: $0) } ?? false
    }
}

/// The fields the focus is in, from `first` and after each of two real Tab presses.
@MainActor private func tabs(
    from first: String, in window: Gtk.Window, of app: GtkTester, input: XTestInput
) async throws -> [String?] {
    XCTAssertTrue(try XCTUnwrap(app.find(label: first)).grabFocus())
    var order = [focusedField(in: window, of: app)]
    for _ in 0..<2 {
        let before = focusedField(in: window, of: app)
        input.type(keysym: 0xff09)  // Tab
        try await app.waitUntil { focusedField(in: window, of: app) != before }
        order.append(focusedField(in: window, of: app))
    }
    return order
}

final class TabOrderGtkTests: GtkHostTestCase {
    func testG113RealTabPressesMoveTheFocusInViewOrderAlsoAfterAReorder() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Fields()) { app in
                let input = try XCTUnwrap(XTestInput(), "an X11 display with XTEST")
                try await app.waitUntilMapped()
                let window = try XCTUnwrap(app.windows.first)
                try await Task.sleep(for: .milliseconds(300))
                input.move(to: window, x: 10, y: 10)
                try await Task.sleep(for: .milliseconds(200))

                let first = try await tabs(from: "A", in: window, of: app, input: input)
                XCTAssertEqual(first, ["A", "B", "C"])
                try app.click(text: "Reverse")
                try await app.waitUntilSettled()
                // GTK orders Tab stops by where they are laid out: wait for the new layout.
                await app.nextFrame(of: window)
                let box = try XCTUnwrap(app.find(label: "A")?.parent)
                var children: [String] = []
                var child = box.firstChild()
                while let current = child {
                    children += ["A", "B", "C"].filter { app.find(label: $0) === current }
                    child = current.nextSibling()
                }
                XCTAssertEqual(children, ["C", "B", "A"], "GTK's children follow the view order")
                let reversed = try await tabs(from: "C", in: window, of: app, input: input)
                XCTAssertEqual(reversed, ["C", "B", "A"], "Tab follows the new view order")
            }
        }
    }
}
