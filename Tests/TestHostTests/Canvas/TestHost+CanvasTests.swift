import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

/// Bars of `values`, each as tall as its value times the height, side by side.
@MainActor func barChart(_ values: [Double], color: Color = Color(.accent)) -> Canvas {
    Canvas { context, size in
        let width = size.width / Double(max(values.count, 1))
        for (index, value) in values.enumerated() {
            let bar = Rect(
                x: Double(index) * width, y: size.height * (1 - value), width: width,
                height: size.height * value)
            context.fill(Path(bar), with: .color(color))
        }
    }
}

private struct Dashboard: HookView {
    var hookBody: some View {
        let values = useState([0.5, 1.0])
        let clicks = useState(0)
        VStack {
            barChart(values.wrappedValue).frame(width: 200, height: 100)
            Button("Grow") { values.wrappedValue = values.wrappedValue.map { $0 / 2 } + [0.25] }
            Button("Clicked \(clicks.wrappedValue)") { clicks.wrappedValue += 1 }
        }
    }
}

@MainActor struct TestHostCanvasTests {
    @Test("G70 a canvas's drawing is the list of operations its renderer recorded at its size")
    func drawingIsTheRecordedOperations() throws {
        let host = TestHost(Dashboard())
        let canvas = try #require(host.find(role: .canvas))
        #expect(
            try host.drawing(of: canvas) == [
                DrawingOperation(
                    .fill(
                        Path(Rect(x: 0, y: 50, width: 100, height: 50)), .color(Color(.accent)),
                        eoFill: false)),
                DrawingOperation(
                    .fill(
                        Path(Rect(x: 100, y: 0, width: 100, height: 100)),
                        .color(Color(.accent)), eoFill: false)),
            ])
        #expect(try host.drawCount(of: canvas) == 1)
    }

    @Test("G71 a canvas is drawn again when the state it reads changes, not when other state does")
    func redrawnOnlyWhenItsDrawingChanges() throws {
        let host = TestHost(Dashboard())
        let canvas = try #require(host.find(role: .canvas))
        try host.tap(text: "Clicked 0")
        try host.tap(text: "Clicked 1")
        #expect(host.find(text: "Clicked 2") != nil)
        #expect(try host.drawCount(of: canvas) == 1, "unrelated state drew nothing")
        try host.tap(text: "Grow")
        #expect(try host.drawCount(of: canvas) == 2)
        #expect(try host.drawing(of: canvas).count == 3)
    }

    @Test("G72 a resized canvas records its drawing for the new size")
    func resizeRecordsAgain() throws {
        let host = TestHost(barChart([1]))
        let canvas = try #require(host.find(role: .canvas))
        let full = { (width: Double, height: Double) in
            [
                DrawingOperation(
                    .fill(
                        Path(Rect(x: 0, y: 0, width: width, height: height)),
                        .color(Color(.accent)), eoFill: false))
            ]
        }
        #expect(try host.drawing(of: canvas) == full(400, 300), "the default size")
        try host.resize(canvas, to: Size(width: 80, height: 60))
        #expect(try host.drawing(of: canvas) == full(80, 60))
        #expect(try host.drawCount(of: canvas) == 2)
        try host.resize(canvas, to: Size(width: 80, height: 60))
        #expect(try host.drawCount(of: canvas) == 2, "the same size draws nothing new")
    }

    @Test("G73 transforms, clips, opacity, strokes and measured text are recorded as given")
    func stateAndTextAreRecorded() throws {
        let host = TestHost(
            Canvas { context, size in
                var moved = context
                moved.translateBy(x: 10, y: 20)
                moved.clip(to: Path(Rect(x: 0, y: 0, width: 5, height: 5)))
                moved.opacity = 0.5
                moved.stroke(
                    Path(ellipseIn: Rect(x: 0, y: 0, width: 4, height: 4)), with: .color(.red),
                    style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [1, 1]))
                let label = Text("Sales")
                let measured = context.measure(label, fontSize: 10)
                context.draw(label, at: Point(x: size.width / 2, y: 0), anchor: .top, fontSize: 10)
                context.fill(
                    Path(Rect(x: 0, y: 0, width: measured.width, height: measured.height)),
                    with: .linearGradient(
                        Gradient(colors: [.red, .blue]), startPoint: .zero,
                        endPoint: Point(x: 1, y: 0)))
            }.frame(width: 100, height: 50))
        let drawing = try host.drawing(of: try #require(host.find(role: .canvas)))
        let moved = CanvasTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: 20)
        #expect(
            drawing == [
                DrawingOperation(
                    .stroke(
                        Path(ellipseIn: Rect(x: 0, y: 0, width: 4, height: 4)), .color(.red),
                        StrokeStyle(lineWidth: 2, lineCap: .round, dash: [1, 1])),
                    transform: moved,
                    clips: [
                        .init(path: Path(Rect(x: 0, y: 0, width: 5, height: 5)), transform: moved)
                    ],
                    opacity: 0.5),
                DrawingOperation(
                    .text(
                        "Sales", origin: Point(x: 37.5, y: 0), fontSize: 10, .color(Color(.label)))),
                DrawingOperation(
                    .fill(
                        Path(Rect(x: 0, y: 0, width: 25, height: 12.5)),
                        .linearGradient(
                            Gradient(stops: [
                                .init(color: .red, location: 0), .init(color: .blue, location: 1),
                            ]), startPoint: .zero, endPoint: Point(x: 1, y: 0)), eoFill: false)),
            ])
    }
}
