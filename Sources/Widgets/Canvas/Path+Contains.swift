#if canImport(Glibc)
    import Glibc
#endif

extension Path {
    /// Whether `point` is inside the path's filled area (non-zero winding
    /// for rectangles and ellipses, the even-odd rule across polygons;
    /// curves and arcs are followed as short straight segments).
    public func contains(_ point: Point) -> Bool {
        var inside = false
        var polygon: [Point] = []
        func closePolygon() {
            if polygon.count > 2, Self.polygon(polygon, contains: point) { inside.toggle() }
            polygon.removeAll()
        }
        for element in elements {
            switch element {
            case .rect(let rect):
                closePolygon()
                if rect.contains(point) { return true }
            case .ellipse(let rect):
                closePolygon()
                if Self.ellipse(rect.standardized, contains: point) { return true }
            case .roundedRect(let rect, let width, let height):
                closePolygon()
                if Self.roundedRect(rect.standardized, radius: min(width, height), contains: point)
                {
                    return true
                }
            case .move(let to):
                closePolygon()
                polygon = [to]
            case .line(let to):
                polygon.append(to)
            case .quadCurve(let to, let control):
                let start = polygon.last ?? to
                for step in 1...8 {
                    let t = Double(step) / 8
                    let (a, b, c) = ((1 - t) * (1 - t), 2 * (1 - t) * t, t * t)
                    polygon.append(
                        Point(
                            x: a * start.x + b * control.x + c * to.x,
                            y: a * start.y + b * control.y + c * to.y))
                }
            case .curve(let to, let control1, let control2):
                let start = polygon.last ?? to
                for step in 1...12 {
                    let t = Double(step) / 12
                    let u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    polygon.append(
                        Point(
                            x: a * start.x + b * control1.x + c * control2.x + d * to.x,
                            y: a * start.y + b * control1.y + c * control2.y + d * to.y))
                }
            case .arc(let center, let radius, let start, let end, let clockwise):
                var sweep = end.radians - start.radians
                if clockwise, sweep < 0 { sweep += 2 * Double.pi }
                if !clockwise, sweep > 0 { sweep -= 2 * Double.pi }
                for step in 0...16 {
                    let angle = start.radians + sweep * Double(step) / 16
                    polygon.append(
                        Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
                }
            case .closeSubpath:
                closePolygon()
            }
        }
        closePolygon()
        return inside
    }

    private static func polygon(_ points: [Point], contains point: Point) -> Bool {
        var inside = false
        var previous = points[points.count - 1]
        for current in points {
            if (current.y > point.y) != (previous.y > point.y) {
                let x =
                    (previous.x - current.x) * (point.y - current.y) / (previous.y - current.y)
                    + current.x
                if point.x < x { inside.toggle() }
            }
            previous = current
        }
        return inside
    }

    private static func ellipse(_ rect: Rect, contains point: Point) -> Bool {
        guard rect.width > 0, rect.height > 0 else { return false }
        let dx = (point.x - rect.midX) / (rect.width / 2)
        let dy = (point.y - rect.midY) / (rect.height / 2)
        return dx * dx + dy * dy <= 1
    }

    private static func roundedRect(_ rect: Rect, radius: Double, contains point: Point) -> Bool {
        guard rect.contains(point) else { return false }
        let radius = min(max(0, radius), rect.width / 2, rect.height / 2)
        // Inside unless in a corner square and outside that corner's circle.
        let cornerX =
            point.x < rect.minX + radius
            ? rect.minX + radius
            : point.x > rect.maxX - radius ? rect.maxX - radius : point.x
        let cornerY =
            point.y < rect.minY + radius
            ? rect.minY + radius
            : point.y > rect.maxY - radius ? rect.maxY - radius : point.y
        let (dx, dy) = (point.x - cornerX, point.y - cornerY)
        return dx * dx + dy * dy <= radius * radius
    }
}
