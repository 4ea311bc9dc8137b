import Gtk
import Widgets

#if canImport(Glibc)
    import Glibc
#endif

extension CanvasReplay {
    /// Adds `path`'s elements to the context's current path.
    mutating func addPath(_ path: Widgets.Path) {
        for element in path.elements { add(element) }
    }

    private mutating func add(_ element: Widgets.Path.Element) {
        switch element {
        case .move(let point):
            context.moveTo(x: point.x, y: point.y)
            current = point
        case .line(let point):
            context.lineTo(x: point.x, y: point.y)
            current = point
        case .quadCurve(let point, let control):
            // The cubic curve with the same shape: control points two thirds
            // of the way from each end towards the quadratic control point.
            context.curveTo(
                x1: current.x + 2 / 3 * (control.x - current.x),
                y1: current.y + 2 / 3 * (control.y - current.y),
                x2: point.x + 2 / 3 * (control.x - point.x),
                y2: point.y + 2 / 3 * (control.y - point.y), x3: point.x, y3: point.y)
            current = point
        case .curve(let point, let control1, let control2):
            context.curveTo(
                x1: control1.x, y1: control1.y, x2: control2.x, y2: control2.y, x3: point.x,
                y3: point.y)
            current = point
        case .arc(let center, let radius, let start, let end, let clockwise):
            let radius = max(0, radius)
            if clockwise {
                context.arc(
                    centerX: center.x, centerY: center.y, radius: radius, from: start.radians,
                    to: end.radians)
            } else {
                context.arcNegative(
                    centerX: center.x, centerY: center.y, radius: radius, from: start.radians,
                    to: end.radians)
            }
            current = Widgets.Point(
                x: center.x + radius * cos(end.radians), y: center.y + radius * sin(end.radians))
        case .rect(let rect):
            context.rectangle(
                x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height
            )
            current = rect.origin
        case .ellipse(let rect):
            addEllipse(rect.standardized)
        case .roundedRect(let rect, let cornerWidth, let cornerHeight):
            addRoundedRect(rect.standardized, radius: min(cornerWidth, cornerHeight))
        case .closeSubpath:
            context.closePath()
        }
    }

    private mutating func addEllipse(_ rect: Widgets.Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        context.newSubPath()
        context.save()
        context.translate(x: rect.midX, y: rect.midY)
        context.scale(x: rect.width / 2, y: rect.height / 2)
        context.arc(centerX: 0, centerY: 0, radius: 1, from: 0, to: 2 * Double.pi)
        context.restore()
        context.closePath()
        current = Widgets.Point(x: rect.maxX, y: rect.midY)
    }

    private mutating func addRoundedRect(_ rect: Widgets.Rect, radius: Double) {
        let radius = min(max(0, radius), rect.width / 2, rect.height / 2)
        guard radius > 0 else {
            context.rectangle(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
            current = rect.origin
            return
        }
        let half = Double.pi / 2
        context.newSubPath()
        context.arc(
            centerX: rect.maxX - radius, centerY: rect.minY + radius, radius: radius, from: -half,
            to: 0)
        context.arc(
            centerX: rect.maxX - radius, centerY: rect.maxY - radius, radius: radius, from: 0,
            to: half)
        context.arc(
            centerX: rect.minX + radius, centerY: rect.maxY - radius, radius: radius, from: half,
            to: 2 * half)
        context.arc(
            centerX: rect.minX + radius, centerY: rect.minY + radius, radius: radius,
            from: 2 * half, to: 3 * half)
        context.closePath()
        current = Widgets.Point(x: rect.minX + radius, y: rect.minY)
    }
}

/// Warnings about a canvas's drawing, each said once per process.
@MainActor enum CanvasWarnings {
    private static var colorsWarned: Set<String> = []

    /// Warns once that no style defines the colour `name`.
    static func unknownColor(_ name: String) {
        guard colorsWarned.insert(name).inserted else { return }
        Log.warning(
            "Canvas: GTK's theme and the app's CSS define no color named \"\(name)\"; define it "
                + "with @define-color or use a built-in name. It is drawn transparent.")
    }
}
