extension Path {
    /// The path scaled by `x` horizontally and `y` vertically around the
    /// origin; an arc's radius is scaled by the smaller factor (a scaled
    /// circle stays a circle).
    public func scaledBy(x: Double, y: Double) -> Path {
        guard x != 1 || y != 1 else { return self }
        func scaled(_ point: Point) -> Point { Point(x: point.x * x, y: point.y * y) }
        func scaled(_ rect: Rect) -> Rect {
            Rect(
                origin: scaled(rect.origin),
                size: Size(width: rect.size.width * x, height: rect.size.height * y))
        }
        var path = Path()
        for element in elements {
            switch element {
            case .move(let to): path.move(to: scaled(to))
            case .line(let to): path.addLine(to: scaled(to))
            case .quadCurve(let to, let control):
                path.addQuadCurve(to: scaled(to), control: scaled(control))
            case .curve(let to, let control1, let control2):
                path.addCurve(
                    to: scaled(to), control1: scaled(control1), control2: scaled(control2))
            case .arc(let center, let radius, let start, let end, let clockwise):
                path.addArc(
                    center: scaled(center), radius: radius * min(abs(x), abs(y)),
                    startAngle: start, endAngle: end, clockwise: clockwise)
            case .rect(let rect): path.addRect(scaled(rect))
            case .ellipse(let rect): path.addEllipse(in: scaled(rect))
            case .roundedRect(let rect, let width, let height):
                path.addRoundedRect(
                    in: scaled(rect), cornerSize: Size(width: width * x, height: height * y))
            case .closeSubpath: path.closeSubpath()
            }
        }
        return path
    }
}
