import Gtk
import Widgets

#if canImport(Glibc)
    import Glibc
#endif

/// Draws a canvas's recorded operations with cairo, resolving theme colours
/// on the drawing area as it is styled now (so in the light or dark theme in
/// force at the draw).
@MainActor struct CanvasReplay {
    let context: Cairo.Context
    let area: DrawingArea
    /// The images loaded for the canvas.
    let images: CanvasImages
    /// Theme colours already looked up during this draw.
    private var themeColors: [String: Pixel] = [:]
    /// The current point, for quadratic curves, which cairo has not.
    var current = Widgets.Point.zero

    init(context: Cairo.Context, area: DrawingArea, images: CanvasImages) {
        self.context = context
        self.area = area
        self.images = images
    }

    /// Draws one operation under its clips and transform.
    mutating func draw(_ operation: DrawingOperation) {
        let isPlain = operation.transform.isIdentity && operation.clips.isEmpty
        if !isPlain {
            context.save()
            for clip in operation.clips {
                // The path keeps its place when the transform is restored: cairo
                // stores paths in device space.
                context.save()
                apply(clip.transform)
                addPath(clip.path)
                context.restore()
                context.usesEvenOddFill = clip.eoFill
                context.clip()
            }
            apply(operation.transform)
        }
        switch operation.kind {
        case .fill(let path, let shading, let eoFill):
            addPath(path)
            setSource(shading, opacity: operation.opacity)
            context.usesEvenOddFill = eoFill
            context.fill()
        case .stroke(let path, let shading, let style):
            addPath(path)
            setSource(shading, opacity: operation.opacity)
            setLine(style)
            context.stroke()
        case .text(let string, let origin, let fontSize, let shading):
            if let layout = CanvasText.layout(of: string, fontSize: fontSize, on: area) {
                setSource(shading, opacity: operation.opacity)
                context.moveTo(x: origin.x, y: origin.y)
                context.show(layout)
                context.newPath()
            }
        case .image(let source, let rect):
            drawImage(source, in: rect, opacity: operation.opacity)
        }
        if !isPlain { context.restore() }
    }

    /// Paints `source` scaled to fill `rect`.
    private func drawImage(_ source: Widgets.Image.Source, in rect: Rect, opacity: Double) {
        let size = Int(max(rect.width, rect.height).rounded(.up))
        guard size > 0, let surface = images.surface(for: source, size: size, on: area),
            surface.width > 0, surface.height > 0
        else { return }
        context.save()
        context.translate(x: rect.minX, y: rect.minY)
        context.scale(
            x: rect.width / Double(surface.width), y: rect.height / Double(surface.height))
        context.setSource(surface)
        context.paint(alpha: opacity)
        context.restore()
    }

    private func apply(_ transform: CanvasTransform) {
        guard !transform.isIdentity else { return }
        context.transform(
            xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx,
            y0: transform.ty)
    }

    private func setLine(_ style: StrokeStyle) {
        context.lineWidth = max(0, style.lineWidth)
        context.lineCap =
            switch style.lineCap {
            case .butt: .butt
            case .round: .round
            case .square: .square
            }
        context.lineJoin =
            switch style.lineJoin {
            case .miter: .miter
            case .round: .round
            case .bevel: .bevel
            }
        context.miterLimit = style.miterLimit
        let dash = style.dash.map { max(0, $0) }
        context.setDash(dash.contains { $0 > 0 } ? dash : [], offset: style.dashPhase)
    }

    private mutating func setSource(_ shading: GraphicsContext.Shading, opacity: Double) {
        switch shading {
        case .color(let color):
            let (red, green, blue, alpha) = rgba(color)
            context.setSource(red: red, green: green, blue: blue, alpha: alpha * opacity)
        case .linearGradient(let gradient, let start, let end):
            let pattern = Cairo.Gradient.linear(x0: start.x, y0: start.y, x1: end.x, y1: end.y)
            addStops(gradient, to: pattern, opacity: opacity)
            context.setSource(pattern)
        case .radialGradient(let gradient, let center, let startRadius, let endRadius):
            let pattern = Cairo.Gradient.radial(
                x0: center.x, y0: center.y, radius0: max(0, startRadius), x1: center.x,
                y1: center.y, radius1: max(0, endRadius))
            addStops(gradient, to: pattern, opacity: opacity)
            context.setSource(pattern)
        }
    }

    private mutating func addStops(
        _ gradient: Widgets.Gradient, to pattern: Cairo.Gradient, opacity: Double
    ) {
        for stop in gradient.stops {
            let (red, green, blue, alpha) = rgba(stop.color)
            pattern.addColorStop(
                offset: min(1, max(0, stop.location)), red: red, green: green, blue: blue,
                alpha: alpha * opacity)
        }
    }

    /// The colour's channels in 0...1; a theme colour as the area's style
    /// defines it now, transparent (with a warning) when no style does.
    private mutating func rgba(_ color: Widgets.Color) -> (Double, Double, Double, Double) {
        switch color.value {
        case .rgba(let red, let green, let blue, let opacity):
            return (red, green, blue, opacity)
        case .named(let name):
            let gtkName = name.gtkName
            let pixel: Pixel
            if let known = themeColors[gtkName] {
                pixel = known
            } else if let found = area.themeColor(named: gtkName) {
                pixel = found
                themeColors[gtkName] = found
            } else {
                CanvasWarnings.unknownColor(gtkName)
                pixel = Pixel(red: 0, green: 0, blue: 0, alpha: 0)
                themeColors[gtkName] = pixel
            }
            return (
                Double(pixel.red) / 255, Double(pixel.green) / 255, Double(pixel.blue) / 255,
                Double(pixel.alpha) / 255
            )
        }
    }
}
