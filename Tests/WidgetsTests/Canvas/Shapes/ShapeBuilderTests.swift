import Reconciler
import Testing
import Widgets

private struct Bar: Identifiable {
    var id: String
    var value: Double
}

@MainActor private func chart(_ bars: [Bar], showAxis: Bool = true) -> Canvas {
    Canvas {
        if showAxis {
            Rectangle().fill(Color.black).frame(height: 1).position(x: 200, y: 100)
        }
        ForEach(bars) { bar in
            Rectangle()
                .fill(Color.blue)
                .frame(width: 10, height: bar.value)
                .position(x: 10, y: 100 - bar.value / 2)
                .offset(x: Double(bar.id.count) * 20)
                .accessibilityLabel("\(bar.id): \(bar.value)")
        }
        Circle().stroke(Color.red, lineWidth: 2).frame(width: 20, height: 20).id("marker")
    }
}

@MainActor struct ShapeBuilderTests {
    private let size = Size(width: 400, height: 100)

    @Test("G130 shapes are keyed as children are: ForEach ids, .id, or their place")
    func shapesAreKeyed() {
        let canvas = chart([Bar(id: "a", value: 10), Bar(id: "bb", value: 50)])
        #expect(canvas.shapes.count == 4)
        #expect(canvas.shapes[1].id == AnyHashable("a"))
        #expect(canvas.shapes[2].id == AnyHashable("bb"))
        #expect(canvas.shapes[3].id == AnyHashable("marker"))
        let withoutAxis = chart([Bar(id: "a", value: 10)], showAxis: false)
        #expect(withoutAxis.shapes.map(\.id).contains(canvas.shapes[0].id) == false)
        #expect(chart([]).shapes[0].id == canvas.shapes[0].id, "the same place, the same key")
    }

    @Test(
        "G131 .frame sizes a shape, .position centres it, .offset moves it, a missing size takes the canvas's"
    )
    func shapesArePlaced() {
        let canvas = chart([Bar(id: "a", value: 10), Bar(id: "bb", value: 50)])
        #expect(canvas.shapes[0].frame(in: size) == Rect(x: 0, y: 99.5, width: 400, height: 1))
        #expect(canvas.shapes[1].frame(in: size) == Rect(x: 25, y: 90, width: 10, height: 10))
        #expect(canvas.shapes[2].frame(in: size) == Rect(x: 45, y: 50, width: 10, height: 50))
        #expect(canvas.shapes[3].frame(in: size) == Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(
            canvas.shapes[3].path(in: size)
                == Path(ellipseIn: Rect(x: 0, y: 0, width: 20, height: 20)))
        let moved = Path(Rect(x: 1, y: 2, width: 3, height: 4)).fill(Color.red).offset(x: 10)
        #expect(moved.path(in: size) == Path(Rect(x: 11, y: 2, width: 3, height: 4)))
    }

    @Test("G131 a canvas scaled from a size lays its shapes out for it and scales them to its size")
    func scaledShapesFollowTheCanvasSize() {
        let canvas = Canvas(scaledFrom: Size(width: 100, height: 50)) {
            Rectangle().fill(Color.red).frame(width: 50, height: 50).position(x: 75, y: 25)
        }
        let records = CanvasShapeRecords()
        records.update(canvas.shapes, size: Size(width: 300, height: 100), space: canvas.shapeSpace)
        #expect(records.records[0].path == Path(Rect(x: 150, y: 0, width: 150, height: 100)))
        #expect(records.shape(at: Point(x: 200, y: 50)) != nil)
        #expect(records.shape(at: Point(x: 100, y: 50)) == nil)
        let resized = records.update(
            canvas.shapes, size: Size(width: 100, height: 50), space: canvas.shapeSpace)
        #expect(resized.rebuilt.count == 1, "a new size rebuilds the scaled shape")
    }

    @Test("G132 a change to one shape of 1,000 rebuilds that shape's record only")
    func oneChangeRebuildsOneRecord() {
        var bars = (0..<1000).map { Bar(id: "bar\($0)", value: Double($0 % 90)) }
        let records = CanvasShapeRecords()
        records.update(chart(bars).shapes, size: size)
        #expect(records.buildCount == 1002)
        bars[500].value = 99
        let changes = records.update(chart(bars).shapes, size: size)
        #expect(changes.rebuilt == [AnyHashable("bar500")])
        #expect(changes.removed.isEmpty)
        #expect(records.buildCount == 1003)
        #expect(records.update(chart(bars).shapes, size: size).isEmpty, "nothing changed")
        bars.remove(at: 10)
        let removal = records.update(chart(bars).shapes, size: size)
        #expect(removal.removed == [AnyHashable("bar10")])
        #expect(removal.rebuilt.isEmpty && !removal.isEmpty)
        #expect(records.buildCount == 1003)
    }

    @Test("G133 the records hit-test topmost first by the shapes' outlines")
    func recordsHitTestTopmostFirst() {
        let records = CanvasShapeRecords()
        records.update(chart([Bar(id: "a", value: 10)]).shapes, size: size)
        #expect(records.shape(at: Point(x: 30, y: 95))?.shape.id == AnyHashable("a"))
        #expect(
            records.shape(at: Point(x: 30, y: 99.8))?.shape.id == AnyHashable("a"),
            "on top of the axis")
        #expect(records.shape(at: Point(x: 300, y: 99.8)) != nil, "the axis")
        #expect(records.shape(at: Point(x: 10, y: 10))?.shape.id == AnyHashable("marker"))
        #expect(records.shape(at: Point(x: 1, y: 1)) == nil, "outside the circle")
        #expect(records.shape(at: Point(x: 300, y: 50)) == nil)
    }
}
