import Testing
import Widgets

@MainActor struct CanvasGeometryTests {
    @Test func transformsComposeTranslateThenScaleThenRotate() {
        let recorded = Canvas { context, _ in
            context.translateBy(x: 10, y: 0)
            context.scaleBy(x: 2, y: 3)
            context.rotate(by: .degrees(90))
            context.fill(Path(Rect(x: 0, y: 0, width: 1, height: 1)), with: .color(.black))
        }.record(size: .zero) { _, _ in .zero }
        let transform = recorded[0].transform
        let point = transform.apply(to: Point(x: 1, y: 0))
        // (1, 0) rotated a quarter turn clockwise on screen is (0, 1), scaled
        // (0, 3), moved (10, 3).
        #expect(abs(point.x - 10) < 1e-9)
        #expect(abs(point.y - 3) < 1e-9)
        let back = transform.inverted!.apply(to: point)
        #expect(abs(back.x - 1) < 1e-9 && abs(back.y) < 1e-9)
    }

    @Test func pathsBuildTheirElementsInOrder() {
        let path = Path { path in
            path.move(to: .zero)
            path.addLine(to: Point(x: 1, y: 0))
            path.addQuadCurve(to: Point(x: 1, y: 1), control: Point(x: 2, y: 0))
            path.addArc(
                center: .zero, radius: 1, startAngle: .zero, endAngle: .degrees(90),
                clockwise: true)
            path.closeSubpath()
        }
        #expect(path.elements.count == 5)
        #expect(path.elements.last == .closeSubpath)
        #expect(
            Rect(x: 4, y: 4, width: -2, height: -2).standardized
                == Rect(x: 2, y: 2, width: 2, height: 2))
        #expect(Rect(x: 0, y: 0, width: 2, height: 2).contains(Point(x: 2, y: 1)))
        #expect(Gradient(colors: [.red, .green, .blue]).stops.map(\.location) == [0, 0.5, 1])
    }
}
