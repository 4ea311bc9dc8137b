import Testing
import Widgets

@MainActor struct CanvasShapeTests {
    private let size = Size(width: 400, height: 100)
    private let shapes = [
        CanvasShape(
            id: "bar", Rectangle(), in: Rect(x: 0, y: 0, width: 100, height: 100),
            fill: .color(.red), label: "Bar"),
        CanvasShape(
            id: "dot", Circle(), in: Rect(x: 50, y: 50, width: 40, height: 40),
            fill: .color(.blue), label: "Dot"),
        CanvasShape(
            id: "pill", Capsule(), in: Rect(x: 200, y: 0, width: 100, height: 20),
            stroke: (.color(.black), StrokeStyle(lineWidth: 2)), label: "Pill"),
        CanvasShape(
            id: "triangle",
            Path { path in
                path.addLines([Point(x: 300, y: 100), Point(x: 400, y: 100), Point(x: 350, y: 50)])
                path.closeSubpath()
            }, in: .zero, fill: .color(.green), label: "Triangle"),
    ]

    @Test("G78 shapes with identity are hit-tested topmost first by their outlines")
    func hitTestingFindsTheTopmostShape() {
        let canvas = Canvas(shapes: shapes)
        #expect(canvas.shape(at: Point(x: 70, y: 70), in: size)?.id == AnyHashable("dot"), "on top")
        #expect(
            canvas.shape(at: Point(x: 52, y: 52), in: size)?.id == AnyHashable("bar"),
            "a circle's corner")
        #expect(canvas.shape(at: Point(x: 201, y: 1), in: size) == nil, "a capsule's rounded end")
        #expect(canvas.shape(at: Point(x: 250, y: 10), in: size)?.label == "Pill")
        #expect(canvas.shape(at: Point(x: 350, y: 90), in: size)?.label == "Triangle")
        #expect(canvas.shape(at: Point(x: 310, y: 60), in: size) == nil, "beside the triangle")
        #expect(canvas.shape(at: Point(x: 150, y: 150), in: size) == nil)
    }

    @Test("G79 shapes are drawn in order: each fill and stroke as one operation")
    func shapesAreDrawnInOrder() {
        let recording = CanvasRecording { _, _ in .zero }
        recording.record(Canvas(shapes: shapes), size: size)
        let drawing = recording.operations
        #expect(
            drawing.map(\.kind) == [
                .fill(Path(Rect(x: 0, y: 0, width: 100, height: 100)), .color(.red), eoFill: false),
                .fill(
                    Path(ellipseIn: Rect(x: 50, y: 50, width: 40, height: 40)), .color(.blue),
                    eoFill: false),
                .stroke(
                    Path(roundedRect: Rect(x: 200, y: 0, width: 100, height: 20), cornerRadius: 10),
                    .color(.black), StrokeStyle(lineWidth: 2)),
                .fill(shapes[3].path(in: size), .color(.green), eoFill: false),
            ])
    }
}
