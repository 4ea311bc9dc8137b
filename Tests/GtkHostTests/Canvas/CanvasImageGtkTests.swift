@_spi(Testing) import Gtk
import GtkTesting
import Reconciler
import Widgets
import XCTest

@testable import GtkHost

final class CanvasImageGtkTests: GtkHostTestCase {
    /// A 4x4 PNG: red on the left half, blue on the right.
    @MainActor private static func writeImage() throws -> String {
        let surface = Cairo.ImageSurface(format: .argb32, width: 4, height: 4)
        let context = Cairo.Context(surface)
        context.setSource(red: 1, green: 0, blue: 0)
        context.rectangle(x: 0, y: 0, width: 2, height: 4)
        context.fill()
        context.setSource(red: 0, green: 0, blue: 1)
        context.rectangle(x: 2, y: 0, width: 2, height: 4)
        context.fill()
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("canvas-image-\(getpid()).png").path
        try surface.writePNG(to: path)
        return path
    }

    func testG139AnImageFileAndAThemeIconAreDrawnScaledIntoTheirRect() throws {
        try MainActor.assumeIsolated {
            let path = try Self.writeImage()
            defer { try? FileManager.default.removeItem(atPath: path) }
            let canvas = Canvas { context, _ in
                context.draw(
                    Widgets.Image(file: path), in: Rect(x: 10, y: 10, width: 40, height: 40))
                context.draw(
                    Widgets.Image(systemName: "edit-find-symbolic"),
                    in: Rect(x: 60, y: 10, width: 32, height: 32))
            }
            try GtkTester.run(canvas.frame(width: 100, height: 60)) { app in
                let area = try XCTUnwrap(app.find(role: .canvas) as? DrawingArea, app.dump())
                await app.nextFrame()
                let pixels = try app.pixels(of: area)
                XCTAssertEqual(
                    pixels.pixel(x: 20, y: 30), Pixel(red: 255, green: 0, blue: 0, alpha: 255))
                XCTAssertEqual(
                    pixels.pixel(x: 40, y: 30), Pixel(red: 0, green: 0, blue: 255, alpha: 255))
                XCTAssertNotEqual(
                    pixels.pixel(x: 5, y: 5), pixels.pixel(x: 20, y: 30), "outside the rect")
                let icon = (60..<92).flatMap { x in (10..<42).map { pixels.pixel(x: x, y: $0) } }
                let background = pixels.pixel(x: 95, y: 55)
                XCTAssertGreaterThan(
                    icon.filter { $0 != background }.count, 20, "the icon is drawn")
            }
        }
    }
}
