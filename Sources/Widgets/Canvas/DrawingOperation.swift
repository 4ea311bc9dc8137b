/// One drawing step a ``Canvas`` recorded: what was drawn, with the
/// transform, clip and opacity in force.
///
/// A canvas's recording is a list of these: a host compares the list with
/// the last one to decide whether to draw again, replays it on its platform,
/// and `TestHost.drawing(of:)` returns it so a test asserts what was drawn.
public struct DrawingOperation: Hashable, Sendable {
    /// What a step draws.
    public enum Kind: Hashable, Sendable {
        /// Fills the path; `eoFill` uses the even-odd rule instead of non-zero winding.
        case fill(Path, GraphicsContext.Shading, eoFill: Bool)
        /// Strokes the path.
        case stroke(Path, GraphicsContext.Shading, StrokeStyle)
        /// Draws `string` with its top-leading corner at `origin` (the
        /// anchor already applied), `fontSize` points tall (the theme's
        /// font size when nil).
        case text(String, origin: Point, fontSize: Double?, GraphicsContext.Shading)
        /// Draws the image of `source` (an icon of the theme or a file, as
        /// ``Image`` takes) scaled to fill `rect`.
        case image(Image.Source, in: Rect)
    }

    /// What is drawn.
    public var kind: Kind
    /// The transform from the step's coordinates to the canvas's.
    public var transform: CanvasTransform
    /// The clip paths in force, each in canvas coordinates after its own
    /// transform; drawing shows only where all of them overlap.
    public var clips: [Clip]
    /// The opacity the step is drawn with, 0...1.
    public var opacity: Double

    /// A step drawing `kind` under `transform` and `clips` at `opacity`.
    public init(
        _ kind: Kind, transform: CanvasTransform = .identity, clips: [Clip] = [],
        opacity: Double = 1
    ) {
        self.kind = kind
        self.transform = transform
        self.clips = clips
        self.opacity = opacity
    }

    /// A clip path and the transform it was given under.
    public struct Clip: Hashable, Sendable {
        /// The path, in the coordinates of `transform`.
        public var path: Path
        /// The transform in force when the clip was set.
        public var transform: CanvasTransform
        /// Whether the path's inside is found by the even-odd rule.
        public var eoFill: Bool

        /// `path` under `transform`.
        public init(path: Path, transform: CanvasTransform = .identity, eoFill: Bool = false) {
            self.path = path
            self.transform = transform
            self.eoFill = eoFill
        }
    }
}
