import ExtraWidgets
import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

/// What the pointer did, in order.
@MainActor private final class EventLog {
    var values: [String] = []
    func append(_ value: String) { values.append(value) }
}

/// Pointer modifiers on an adapter from outside the toolkit reach its widget.
final class ExpanderPointerGtkTests: ExtraWidgetsTestCase {
    func testG86HoverAndWheelModifiersReachAnExpanderFromOutsideTheToolkit() throws {
        try MainActor.assumeIsolated {
            let events = EventLog()
            let view = HookScope {
                let isOpen = useState(false)
                VStack {
                    Expander("Details", isExpanded: isOpen) { Text("note") }
                        .onHover { events.append($0 ? "in" : "out") }
                        .onScroll { events.append("scroll \(Int($0.dy))") }
                    Text("Elsewhere").frame(width: 200, height: 40)
                }
            }
            try GtkTester.run(view) { app in
                try await app.waitUntilMapped()
                let expander = try XCTUnwrap(app.find(role: .expander), app.dump())
                try await app.hover(expander, at: Point(x: 4, y: 4))
                try await app.scroll(expander, at: Point(x: 4, y: 4), dy: 1)
                try await app.hover(try app.require(text: "Elsewhere"), at: Point(x: 5, y: 5))
                XCTAssertEqual(events.values, ["in", "scroll 1", "out"])
            }
        }
    }
}
