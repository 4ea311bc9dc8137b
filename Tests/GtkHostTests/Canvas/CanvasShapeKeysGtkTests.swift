@_spi(Testing) import Gtk
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

@testable import GtkHost

/// Three labelled bars and an unlabelled one; a tap (or Enter or Space on
/// a bar with the focus) selects a bar, "Drop" removes bar 1 and "Unlabel"
/// takes every label away.
private struct Bars: HookView {
    var hookBody: some View {
        let selected = useState(Int?.none)
        let shown = useState([0, 1, 2, 3])
        let labelled = useState(true)
        VStack {
            Canvas {
                ForEach(shown.wrappedValue, id: \.self) { index in
                    let bar = Rectangle()
                        .fill(index == selected.wrappedValue ? Color.red : Color.blue)
                        .frame(width: 40, height: Double(40 + 20 * index))
                        .position(x: 20 + 40 * Double(index), y: 100 - Double(20 + 10 * index))
                        .onTapGesture { selected.wrappedValue = index }
                    if index < 3, labelled.wrappedValue {
                        bar.accessibilityLabel("Bar \(index)")
                    } else {
                        bar
                    }
                }
            }
            .frame(width: 160, height: 100)
            Text("Selected \(selected.wrappedValue.map(String.init) ?? "none")")
            Widgets.Button("After") {}
            Widgets.Button("Drop") { shown.wrappedValue.removeAll { $0 == 1 } }
            Widgets.Button("Unlabel") { labelled.wrappedValue = false }
        }
    }
}

/// What has `window`'s focus: a shape's label, or a button's text.
@MainActor private func focused(in window: Gtk.Window) -> String? {
    guard let focus = window.focus() else { return nil }
    return focus.accessibleLabel ?? focus.displayedText
}

final class CanvasShapeKeysGtkTests: GtkHostTestCase {
    /// Waits for `app`'s window and puts the X pointer in it (the X server's
    /// focus follows it); answers the input and the window.
    @MainActor private static func pointerInWindow(
        of app: GtkTester
    ) async throws -> (XTestInput, Gtk.Window) {
        let input = try XCTUnwrap(XTestInput(), "an X11 display with XTEST")
        try await app.waitUntilMapped()
        let window = try XCTUnwrap(app.windows.first)
        input.move(to: window, x: 5, y: 5)
        try await Task.sleep(for: .milliseconds(200))
        return (input, window)
    }

    /// Presses `keysym` (with Shift when `shift`) for real and waits for the focus to move.
    @MainActor private static func press(
        _ keysym: UInt, shift: Bool = false, in window: Gtk.Window, _ app: GtkTester,
        input: XTestInput
    ) async throws -> String? {
        let before = focused(in: window)
        if shift { input.type(keysym: keysym, holding: 0xffe1) } else { input.type(keysym: keysym) }
        try await app.waitUntil { focused(in: window) != before }
        return focused(in: window)
    }

    func testG140RealTabPressesMoveTheFocusFromShapeToShapeAndOutOfTheCanvas() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Bars()) { app in
                let (input, window) = try await Self.pointerInWindow(of: app)
                let canvas = try XCTUnwrap(app.find(role: .canvas))
                let edge = Point(x: 1, y: 80)  // just inside bar 0's left edge
                let plain = try app.pixels(of: canvas).pixel(x: Int(edge.x), y: Int(edge.y))
                var order: [String?] = []
                for step in 0..<4 {
                    order.append(try await Self.press(0xff09, in: window, app, input: input))
                    guard step == 0 else { continue }
                    await app.nextFrame()
                    XCTAssertNotEqual(
                        try app.pixels(of: canvas).pixel(x: Int(edge.x), y: Int(edge.y)), plain,
                        "the focused shape is outlined")
                }
                XCTAssertEqual(
                    order, ["Bar 0", "Bar 1", "Bar 2", "After"],
                    "labelled shapes in drawing order, the unlabelled one skipped")
                var back: [String?] = []
                for _ in 0..<3 {
                    back.append(
                        try await Self.press(0xff09, shift: true, in: window, app, input: input))
                }
                XCTAssertEqual(back, ["Bar 2", "Bar 1", "Bar 0"])
            }
        }
    }

    func testG141EnterOrSpaceOnAFocusedShapeRunsItsTapHandler() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Bars()) { app in
                let (input, window) = try await Self.pointerInWindow(of: app)
                _ = try await Self.press(0xff09, in: window, app, input: input)
                let second = try await Self.press(0xff09, in: window, app, input: input)
                XCTAssertEqual(second, "Bar 1")
                input.type(keysym: 0xff0d)  // Return
                try await app.waitUntil { app.find(text: "Selected 1") != nil }
                let third = try await Self.press(0xff09, in: window, app, input: input)
                XCTAssertEqual(third, "Bar 2")
                input.type(keysym: 0x20)  // space
                try await app.waitUntil { app.find(text: "Selected 2") != nil }
                XCTAssertEqual(focused(in: window), "Bar 2", "the focus stays on the shape")
            }
        }
    }

    func testG142OneElementIsFocusableAndTheStopFollowsTheShapes() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Bars()) { app in
                let input = try XCTUnwrap(XTestInput(), "an X11 display with XTEST")
                try await app.waitUntilMapped()
                let window = try XCTUnwrap(app.windows.first)
                let overlay = try XCTUnwrap(app.find(role: .canvas) as? Overlay)
                let layer = try XCTUnwrap(overlay.children.last as? Fixed)
                let stops = { layer.children.filter(\.focusable).map(\.accessibleLabel) }
                XCTAssertEqual(stops(), ["Bar 0"], "one Tab stop in the canvas")
                input.move(to: window, x: 5, y: 5)
                try await Task.sleep(for: .milliseconds(200))
                _ = try await Self.press(0xff09, in: window, app, input: input)
                let second = try await Self.press(0xff09, in: window, app, input: input)
                XCTAssertEqual(second, "Bar 1")
                XCTAssertEqual(stops(), ["Bar 1"])
                try app.click(text: "Drop")
                try await app.waitUntil { layer.children.count == 2 }
                XCTAssertEqual(stops(), ["Bar 0"], "the focused shape gone, the first takes over")
                try app.click(text: "Unlabel")
                try await app.waitUntil { layer.firstChild() == nil }
            }
        }
    }
}
