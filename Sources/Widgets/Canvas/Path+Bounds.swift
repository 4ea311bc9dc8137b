extension Path {
    /// A rectangle holding the whole path (curves by their control points,
    /// arcs by their full circle); `.zero` for an empty path.
    public var boundingRect: Rect {
        var (minX, minY) = (Double.infinity, Double.infinity)
        var (maxX, maxY) = (-Double.infinity, -Double.infinity)
        func add(_ point: Point) {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        func add(_ rect: Rect) {
            add(Point(x: rect.minX, y: rect.minY))
            add(Point(x: rect.maxX, y: rect.maxY))
        }
        for element in elements {
            switch element {
            case .move(let to), .line(let to): add(to)
            case .quadCurve(let to, let control):
                add(to)
                add(control)
            case .curve(let to, let control1, let control2):
                add(to)
                add(control1)
                add(control2)
            case .arc(let center, let radius, _, _, _):
                add(
                    Rect(
                        x: center.x - radius, y: center.y - radius, width: 2 * radius,
                        height: 2 * radius))
            case .rect(let rect), .ellipse(let rect), .roundedRect(let rect, _, _): add(rect)
            case .closeSubpath: break
            }
        }
        guard minX <= maxX else { return .zero }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
