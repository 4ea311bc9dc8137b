extension Path {
    /// The path moved by (`dx`, `dy`).
    public func offsetBy(dx: Double, dy: Double) -> Path {
        guard dx != 0 || dy != 0 else { return self }
        func moved(_ point: Point) -> Point { Point(x: point.x + dx, y: point.y + dy) }
        func moved(_ rect: Rect) -> Rect {
            Rect(origin: moved(rect.origin), size: rect.size)
        }
        var path = Path()
        for element in elements {
            switch element {
            case .move(let to): path.move(to: moved(to))
            case .line(let to): path.addLine(to: moved(to))
            case .quadCurve(let to, let control):
                path.addQuadCurve(to: moved(to), control: moved(control))
            case .curve(let to, let control1, let control2):
                path.addCurve(to: moved(to), control1: moved(control1), control2: moved(control2))
            case .arc(let center, let radius, let start, let end, let clockwise):
                path.addArc(
                    center: moved(center), radius: radius, startAngle: start, endAngle: end,
                    clockwise: clockwise)
            case .rect(let rect): path.addRect(moved(rect))
            case .ellipse(let rect): path.addEllipse(in: moved(rect))
            case .roundedRect(let rect, let width, let height):
                path.addRoundedRect(in: moved(rect), cornerSize: Size(width: width, height: height))
            case .closeSubpath: path.closeSubpath()
            }
        }
        return path
    }
}
