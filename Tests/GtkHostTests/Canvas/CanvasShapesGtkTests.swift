@_spi(Testing) import Gtk
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

@_spi(Testing) @testable import GtkHost

/// `count` bars `width` pixels wide on a canvas 100 tall; a tap selects a
/// bar (red), a hover names it, "Grow" doubles the middle bar.
private struct Chart: HookView {
    var count: Int
    var width: Double

    struct Bar: Identifiable {
        var id: Int
        var value: Double
    }

    var hookBody: some View {
        let bars = useState((0..<count).map { Bar(id: $0, value: Double($0 % 50 + 40)) })
        let selected = useState(Int?.none)
        let hovered = useState("none")
        VStack {
            Canvas {
                ForEach(bars.wrappedValue) { bar in
                    Rectangle()
                        .fill(bar.id == selected.wrappedValue ? Color.red : Color.blue)
                        .frame(width: width, height: bar.value)
                        .position(x: (Double(bar.id) + 0.5) * width, y: 100 - bar.value / 2)
                        .onTapGesture { selected.wrappedValue = bar.id }
                        .onHover { inside in
                            if inside { hovered.wrappedValue = "bar \(bar.id)" }
                        }
                        .help("Bar \(bar.id): \(Int(bar.value))")
                        .accessibilityLabel("Bar \(bar.id)")
                }
            }
            .frame(width: Int(Double(count) * width), height: 100)
            Text("Hovered \(hovered.wrappedValue)")
            Text("Selected \(selected.wrappedValue.map(String.init) ?? "none")")
            Button("Grow") { bars.wrappedValue[count / 2].value *= 2 }
        }
    }
}

final class CanvasShapesGtkTests: GtkHostTestCase {
    @MainActor private static func area(of app: GtkTester) throws -> DrawingArea {
        let found = app.find(role: .canvas)
        let overlay = try XCTUnwrap(found as? Overlay, "a canvas made from shapes is an overlay")
        let child = overlay.child
        return try XCTUnwrap(child as? DrawingArea)
    }

    func testG135RealTapsAndHoversReachTheShapeUnderThePointerWithItsTooltip() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Chart(count: 3, width: 40)) { app in
                try await app.waitUntilMapped()
                let area = try Self.area(of: app)
                try await app.tap(area, at: Point(x: 60, y: 95))
                try await app.waitUntil { app.find(text: "Selected 1") != nil }
                await app.nextFrame()
                XCTAssertEqual(
                    try app.pixels(of: area).pixel(x: 60, y: 95),
                    Pixel(red: 255, green: 0, blue: 0, alpha: 255))
                try await app.tap(area, at: Point(x: 60, y: 5))
                XCTAssertNotNil(app.find(text: "Selected 1"), "above the bar: no shape")
                try await app.hover(area, at: Point(x: 100, y: 90))
                try await app.waitUntil { app.find(text: "Hovered bar 2") != nil }
                XCTAssertEqual(area.tooltipText, "Bar 2: 42")
                try await app.hover(area, at: Point(x: 100, y: 2))
                XCTAssertNil(area.tooltipText, "no shape, no tooltip")
            }
        }
    }

    func testG136EachLabelledShapeIsAnAccessibleImageOverItsBounds() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Chart(count: 3, width: 40)) { app in
                try await app.waitUntilMapped()
                let overlay = try XCTUnwrap(app.find(role: .canvas) as? Overlay)
                let layer = try XCTUnwrap(overlay.children.last as? Fixed)
                let elements = Array(layer.children)
                XCTAssertEqual(elements.map(\.accessibleLabel), ["Bar 0", "Bar 1", "Bar 2"])
                XCTAssertEqual(elements.map(\.accessibleRole), [.img, .img, .img])
                XCTAssertEqual(layer.childPosition(widget: elements[1]).x, 40)
                XCTAssertEqual(layer.childPosition(widget: elements[1]).y, 59)
                XCTAssertFalse(elements[1].canTarget)
            }
        }
    }

    func testG137AChangeToOneShapeOfAThousandDrawsOnceAndTouchesOneElement() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Chart(count: 1000, width: 1)) { app in
                try await app.waitUntilMapped()
                let area = try Self.area(of: app)
                try await app.waitUntil { area.width == 1000 }
                Instrumentation.isEnabled = true
                defer { Instrumentation.isEnabled = false }
                let (draws, made, placed) = (
                    CanvasCounters.queuedDraws, CanvasCounters.accessibleElementsMade,
                    CanvasCounters.accessibleElementsPlaced
                )
                try app.click(text: "Grow")
                try await app.waitUntil { CanvasCounters.queuedDraws > draws }
                await app.nextFrame()
                XCTAssertEqual(CanvasCounters.queuedDraws - draws, 1)
                XCTAssertEqual(CanvasCounters.accessibleElementsMade - made, 0)
                XCTAssertEqual(CanvasCounters.accessibleElementsPlaced - placed, 1)
            }
        }
    }
}
