import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

/// `count` bars a pixel apart on a 2,000x100 canvas, the selected one in
/// red; tapping a bar selects it, hovering one names it, "Grow" doubles the
/// middle bar.
private struct Chart: HookView {
    var count: Int

    struct Bar: Identifiable {
        var id: Int
        var value: Double
    }

    var hookBody: some View {
        let bars = useState((0..<count).map { Bar(id: $0, value: Double($0 % 50 + 10)) })
        let selected = useState(Int?.none)
        let hovered = useState("none")
        VStack {
            Canvas {
                ForEach(bars.wrappedValue) { bar in
                    Rectangle()
                        .fill(bar.id == selected.wrappedValue ? Color.red : Color.blue)
                        .frame(width: 2, height: bar.value)
                        .position(x: Double(bar.id) * 2 + 1, y: 100 - bar.value / 2)
                        .onTapGesture { selected.wrappedValue = bar.id }
                        .onHover { inside in
                            hovered.wrappedValue = inside ? "bar \(bar.id)" : "none"
                        }
                        .help("Bar \(bar.id): \(Int(bar.value))")
                        .accessibilityLabel("Bar \(bar.id)")
                }
            }
            .frame(width: 2000, height: 100)
            Text("Hovered \(hovered.wrappedValue)")
            Text("Selected \(selected.wrappedValue.map(String.init) ?? "none")")
            Button("Grow") { bars.wrappedValue[count / 2].value *= 2 }
        }
    }
}

@MainActor struct TestHostCanvasShapesTests {
    @Test("G134 TestHost lists a canvas's shapes with their labels and draws each fill")
    func shapesAreListedWithTheirLabels() throws {
        let host = TestHost(Chart(count: 3))
        let canvas = try #require(host.find(role: .canvas))
        let shapes = try host.shapes(of: canvas)
        #expect(shapes.map(\.label) == ["Bar 0", "Bar 1", "Bar 2"])
        #expect(shapes.map(\.id) == [0, 1, 2].map { AnyHashable($0) })
        #expect(shapes[1].help == "Bar 1: 11")
        #expect(
            try host.drawing(of: canvas)[1]
                == DrawingOperation(
                    .fill(
                        Path(Rect(x: 2, y: 89, width: 2, height: 11)), .color(.blue),
                        eoFill: false)))
    }

    @Test("G135 a tap and a hover at a point reach the topmost shape there")
    func tapsAndHoversReachTheShape() throws {
        let host = TestHost(Chart(count: 3))
        let canvas = try #require(host.find(role: .canvas))
        try host.tap(canvas, at: Point(x: 3, y: 95))
        #expect(host.find(text: "Selected 1") != nil)
        #expect(try host.shape(of: canvas, at: Point(x: 5, y: 95))?.label == "Bar 2")
        try host.hover(canvas, at: Point(x: 5, y: 95))
        #expect(host.find(text: "Hovered bar 2") != nil)
        try host.hover(canvas, at: Point(x: 5, y: 10))
        #expect(host.find(text: "Hovered none") != nil, "above the bars: no shape")
        try host.hover(canvas, at: Point(x: 1, y: 99))
        #expect(host.find(text: "Hovered bar 0") != nil)
        try host.hover(canvas, at: nil)
        #expect(host.find(text: "Hovered none") != nil)
    }

    @Test(
        "G132 a change to one shape of 1,000 draws once and rebuilds that shape only; unrelated state draws nothing"
    )
    func oneChangeOfAThousandRebuildsOne() throws {
        let host = TestHost(Chart(count: 1000))
        let canvas = try #require(host.find(role: .canvas))
        #expect(try host.shapeBuildCount(of: canvas) == 1000)
        try host.tap(text: "Grow")
        #expect(try host.drawCount(of: canvas) == 2)
        #expect(try host.shapeBuildCount(of: canvas) == 1001)
        try host.tap(canvas, at: Point(x: 21, y: 99))
        #expect(host.find(text: "Selected 10") != nil)
        #expect(try host.drawCount(of: canvas) == 3)
        #expect(try host.shapeBuildCount(of: canvas) == 1002)
        try host.hover(canvas, at: Point(x: 41, y: 99))
        #expect(try host.drawCount(of: canvas) == 3, "state the shapes do not read draws nothing")
        #expect(try host.shapeBuildCount(of: canvas) == 1002)
    }
}
