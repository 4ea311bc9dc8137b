#if canImport(Glibc)
    import Glibc
#endif

/// What a ``Canvas`` draws with: fills and strokes paths, draws text, and
/// carries a transform, a clip and an opacity, as SwiftUI's context does.
///
/// A copy of the context shares its drawing but not its state: transforms
/// and clips set on a copy apply to what is drawn through that copy only.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(Rect(x: 0, y: 0, width: size.width, height: 20)), with: .color(.accent))
///     var rotated = context
///     rotated.rotate(by: .degrees(45))
///     rotated.stroke(Path(ellipseIn: Rect(x: 10, y: 10, width: 40, height: 40)),
///                    with: .color(.red), lineWidth: 2)
/// }
/// ```
///
/// The context records each step as a ``DrawingOperation``; the host draws
/// them. Colours are kept as given, so a theme colour is looked up when the
/// host draws, in the theme of that moment.
@MainActor public struct GraphicsContext {
    /// How an area or a line is painted.
    public enum Shading: Hashable, Sendable {
        /// One colour, a theme colour or an explicit one.
        case color(Color)
        /// Colours along the line from `startPoint` to `endPoint`.
        case linearGradient(Gradient, startPoint: Point, endPoint: Point)
        /// Colours between a circle of `startRadius` and one of `endRadius`, both around `center`.
        case radialGradient(Gradient, center: Point, startRadius: Double, endRadius: Double)
    }

    /// How a fill decides what is inside a path.
    public struct FillStyle: Hashable, Sendable {
        /// Whether the even-odd rule is used instead of non-zero winding.
        public var isEOFilled: Bool

        /// The non-zero winding rule, or the even-odd rule when `eoFill`.
        public init(eoFill: Bool = false) { isEOFilled = eoFill }
    }

    /// The drawing shared by this context and its copies.
    let recorder: DrawingRecorder
    /// The transform from this context's coordinates to the canvas's.
    public var transform: CanvasTransform = .identity
    /// The opacity of what is drawn from now on, 0...1.
    public var opacity: Double = 1
    /// The clips in force.
    private(set) var clips: [DrawingOperation.Clip] = []

    /// A context recording into `recorder`.
    init(recorder: DrawingRecorder) { self.recorder = recorder }

    /// Moves the origin by (`x`, `y`) for what is drawn from now on.
    public mutating func translateBy(x: Double, y: Double) {
        transform = transform.concatenating(
            CanvasTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y))
    }

    /// Scales what is drawn from now on by `x` and `y`.
    public mutating func scaleBy(x: Double, y: Double) {
        transform = transform.concatenating(CanvasTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0))
    }

    /// Rotates what is drawn from now on by `angle`, clockwise on screen.
    public mutating func rotate(by angle: Angle) {
        let (sine, cosine) = (sin(angle.radians), cos(angle.radians))
        transform = transform.concatenating(
            CanvasTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0))
    }

    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CanvasTransform) {
        transform = transform.concatenating(matrix)
    }

    /// Limits what is drawn from now on to the inside of `path`, within any earlier clip.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {
        clips.append(.init(path: path, transform: transform, eoFill: style.isEOFilled))
    }

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(.fill(path, shading, eoFill: style.isEOFilled))
    }

    /// Strokes `path` with `shading` in `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        record(.stroke(path, shading, style))
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: Double = 1) {
        record(.stroke(path, shading, StrokeStyle(lineWidth: lineWidth)))
    }

    /// Draws `text`'s string so that its `anchor` point lies at `point`, in
    /// `shading` (the theme's text colour by default), `fontSize` points
    /// tall (the theme's size when nil).
    public func draw(
        _ text: Text, at point: Point, anchor: UnitPoint = .center, fontSize: Double? = nil,
        shading: Shading = .color(Color(.label))
    ) {
        let size = measure(text, fontSize: fontSize)
        let origin = Point(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        record(.text(text.string, origin: origin, fontSize: fontSize, shading))
    }

    /// The size `text` takes when drawn at `fontSize` (the theme's size when
    /// nil), as the host lays it out (Pango on GTK).
    public func measure(_ text: Text, fontSize: Double? = nil) -> Size {
        recorder.measureText(text.string, fontSize)
    }

    func record(_ kind: DrawingOperation.Kind) {
        recorder.operations.append(
            DrawingOperation(kind, transform: transform, clips: clips, opacity: opacity))
    }
}

/// The operations a ``GraphicsContext`` and its copies recorded.
@MainActor final class DrawingRecorder {
    /// The steps so far.
    var operations: [DrawingOperation] = []
    /// Measures a string at a font size, as the host lays it out.
    let measureText: (String, Double?) -> Size

    init(measureText: @escaping (String, Double?) -> Size) {
        self.measureText = measureText
    }
}
