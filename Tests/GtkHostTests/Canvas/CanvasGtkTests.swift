@_spi(Testing) import Gtk
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

@_spi(Testing) @testable import GtkHost

/// Two bars on a 200x100 canvas: the left one half as tall, in `left`; the
/// right one full height in the theme's accent; a label beside it.
@MainActor private func chart(left: Color, leftHeight: Double = 0.5, note: String = "a")
    -> some View
{
    HStack {
        Canvas { context, size in
            let half = size.width / 2
            context.fill(
                Path(
                    Rect(
                        x: 0, y: size.height * (1 - leftHeight), width: half,
                        height: size.height * leftHeight)), with: .color(left))
            context.fill(
                Path(Rect(x: half, y: 0, width: half, height: size.height)),
                with: .color(Color(.accent)))
        }
        .frame(width: 200, height: 100)
        Text(note).frame(width: 40)
    }
}

final class CanvasGtkTests: GtkHostTestCase {
    func testG74ACanvasIsADrawingAreaShowingItsDrawingWithThemeColors() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(chart(left: .red)) { app in
                let area = try XCTUnwrap(app.find(role: .canvas) as? DrawingArea, app.dump())
                await app.nextFrame()
                let pixels = try app.pixels(of: area)
                XCTAssertEqual(pixels.width, 200)
                XCTAssertEqual(pixels.height, 100)
                XCTAssertEqual(pixels.pixel(x: 50, y: 75), Pixel(red: 255, green: 0, blue: 0))
                XCTAssertEqual(pixels.pixel(x: 50, y: 25).alpha, 0, "above the short bar")
                let accent = try XCTUnwrap(area.themeColor(named: "theme_selected_bg_color"))
                XCTAssertEqual(pixels.pixel(x: 150, y: 10), accent)
                XCTAssertEqual(pixels.pixel(x: 150, y: 90), accent)
            }
        }
    }

    func testG75ACanvasIsDrawnAgainOnlyWhenItsDrawingChanges() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(chart(left: .red)) { app in
                let area = try XCTUnwrap(app.find(role: .canvas) as? DrawingArea, app.dump())
                await app.nextFrame()
                let queued = CanvasCounters.queuedDraws
                let draws = CanvasCounters.draws
                app.root.render(chart(left: .red, note: "b"))
                await app.nextFrame()
                await app.nextFrame()
                XCTAssertNotNil(app.find(text: "b"))
                XCTAssertEqual(CanvasCounters.queuedDraws, queued, "unrelated state queued no draw")
                XCTAssertEqual(CanvasCounters.draws, draws, "and GTK drew nothing again")
                app.root.render(chart(left: .blue, leftHeight: 1, note: "b"))
                await app.nextFrame()
                XCTAssertEqual(CanvasCounters.queuedDraws, queued + 1)
                XCTAssertEqual(CanvasCounters.draws, draws + 1)
                let pixels = try app.pixels(of: area)
                XCTAssertEqual(pixels.pixel(x: 50, y: 25), Pixel(red: 0, green: 0, blue: 255))
            }
        }
    }

    func testG76ThemeColorsFollowASwitchToTheDarkTheme() throws {
        try MainActor.assumeIsolated {
            @MainActor func view(_ scheme: ColorScheme) -> some View {
                Canvas { context, size in
                    context.fill(
                        Path(Rect(x: 0, y: 0, width: size.width, height: size.height)),
                        with: .color(Color(.systemBackground)))
                }
                .frame(width: 40, height: 40)
                .colorScheme(scheme)
            }
            try GtkTester.run(view(.light)) { app in
                let area = try XCTUnwrap(app.find(role: .canvas) as? DrawingArea, app.dump())
                await app.nextFrame()
                XCTAssertGreaterThan(try app.pixels(of: area).pixel(x: 20, y: 20).luminance, 0.8)
                app.root.render(view(.dark))
                try await app.waitUntil {
                    (try? app.pixels(of: area).pixel(x: 20, y: 20).luminance) ?? 1 < 0.3
                }
                XCTAssertEqual(
                    try app.pixels(of: area).pixel(x: 20, y: 20),
                    area.themeColor(named: "theme_bg_color"))
            }
        }
    }

    func testG77TransformsClipsStrokesGradientsAndTextAreDrawn() throws {
        try MainActor.assumeIsolated {
            let canvas = Canvas { context, size in
                var clipped = context
                clipped.clip(to: Path(Rect(x: 0, y: 0, width: 50, height: 50)))
                clipped.fill(
                    Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 100)), with: .color(.green)
                )
                var moved = context
                moved.translateBy(x: 100, y: 0)
                moved.fill(
                    Path(roundedRect: Rect(x: 0, y: 0, width: 50, height: 50), cornerRadius: 10),
                    with: .linearGradient(
                        Gradient(colors: [.black, .white]), startPoint: .zero,
                        endPoint: Point(x: 50, y: 0)))
                context.stroke(
                    Path { path in
                        path.move(to: Point(x: 0, y: 80))
                        path.addLine(to: Point(x: 200, y: 80))
                    }, with: .color(.blue), style: StrokeStyle(lineWidth: 4))
                let text = Text("Hi")
                let measured = context.measure(text, fontSize: 20)
                XCTAssertGreaterThan(measured.width, 5)
                XCTAssertGreaterThan(measured.height, 10)
                context.draw(
                    text, at: Point(x: 170, y: 0), anchor: .top, fontSize: 20,
                    shading: .color(.red))
                _ = size
            }
            try GtkTester.run(canvas.frame(width: 200, height: 100)) { app in
                let area = try XCTUnwrap(app.find(role: .canvas) as? DrawingArea, app.dump())
                await app.nextFrame()
                let pixels = try app.pixels(of: area)
                XCTAssertEqual(pixels.pixel(x: 40, y: 40), Pixel(red: 0, green: 255, blue: 0))
                XCTAssertEqual(pixels.pixel(x: 60, y: 40).alpha, 0, "outside the clip")
                XCTAssertEqual(pixels.pixel(x: 101, y: 1).alpha, 0, "a rounded corner")
                let dark = pixels.pixel(x: 105, y: 25)
                let light = pixels.pixel(x: 145, y: 25)
                XCTAssertLessThan(dark.luminance, 0.2)
                XCTAssertGreaterThan(light.luminance, 0.8)
                XCTAssertEqual(pixels.pixel(x: 20, y: 80), Pixel(red: 0, green: 0, blue: 255))
                XCTAssertEqual(pixels.pixel(x: 20, y: 85).alpha, 0, "the stroke is 4 wide")
                var redPixels = 0
                for y in 0..<30 {
                    for x in 150..<190 {
                        let pixel = pixels.pixel(x: x, y: y)
                        if pixel.alpha > 200 && pixel.red > 200 && pixel.green < 60 {
                            redPixels += 1
                        }
                    }
                }
                XCTAssertGreaterThan(redPixels, 10, "the text is drawn in red")
            }
        }
    }
}
