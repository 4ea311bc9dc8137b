/// How a ``GraphicsContext`` strokes a path: width, ends, corners and dashes.
///
/// ```swift
/// context.stroke(path, with: .color(.blue), style: StrokeStyle(lineWidth: 2, dash: [4, 2]))
/// ```
public struct StrokeStyle: Hashable, Sendable {
    /// How the ends of an open line look.
    public enum LineCap: Hashable, Sendable {
        /// The line stops at its end point.
        case butt
        /// A half circle around the end point.
        case round
        /// A half square around the end point.
        case square
    }

    /// How two segments meet.
    public enum LineJoin: Hashable, Sendable {
        /// A sharp corner, cut off past ``miterLimit``.
        case miter
        /// A rounded corner.
        case round
        /// A cut-off corner.
        case bevel
    }

    /// The line's width.
    public var lineWidth: Double
    /// The look of line ends.
    public var lineCap: LineCap
    /// The look of corners.
    public var lineJoin: LineJoin
    /// The ratio of a miter corner's length to the line width past which it is bevelled.
    public var miterLimit: Double
    /// Alternating on and off lengths; empty for a solid line.
    public var dash: [Double]
    /// How far into the dash pattern the line starts.
    public var dashPhase: Double

    /// A stroke style; a negative width or dash length is drawn as zero.
    public init(
        lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
        miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
