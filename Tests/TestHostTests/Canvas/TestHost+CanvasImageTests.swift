import TestHost
import Testing
import Widgets

@MainActor struct TestHostCanvasImageTests {
    @Test("G138 an image drawn on a canvas is recorded with its source, rect and opacity")
    func imagesAreRecorded() throws {
        let canvas = Canvas { context, _ in
            context.draw(
                Image(file: "/tmp/logo.png"), in: Rect(x: 10, y: 10, width: 40, height: 20))
            var faded = context
            faded.opacity = 0.5
            faded.draw(
                Image(systemName: "edit-find-symbolic"), in: Rect(x: 0, y: 0, width: 16, height: 16)
            )
        }
        let host = TestHost(canvas.frame(width: 100, height: 50))
        let widget = try #require(host.find(role: .canvas))
        #expect(
            try host.drawing(of: widget) == [
                DrawingOperation(
                    .image(.file("/tmp/logo.png"), in: Rect(x: 10, y: 10, width: 40, height: 20))),
                DrawingOperation(
                    .image(
                        .icon("edit-find-symbolic"), in: Rect(x: 0, y: 0, width: 16, height: 16)),
                    opacity: 0.5),
            ])
    }
}
