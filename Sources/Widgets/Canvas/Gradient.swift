/// Colours spread along a line or between circles by
/// ``GraphicsContext/Shading/linearGradient(_:startPoint:endPoint:)`` and
/// ``GraphicsContext/Shading/radialGradient(_:center:startRadius:endRadius:)``.
public struct Gradient: Hashable, Sendable {
    /// A colour at a place along the gradient.
    public struct Stop: Hashable, Sendable {
        /// The colour there.
        public var color: Color
        /// Where, from 0 (the start) to 1 (the end).
        public var location: Double

        /// `color` at `location`, 0...1.
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in the order given.
    public var stops: [Stop]

    /// A gradient through `stops`.
    public init(stops: [Stop]) { self.stops = stops }

    /// A gradient through `colors`, evenly spaced from start to end.
    public init(colors: [Color]) {
        let last = Double(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $1, location: Double($0) / last) }
    }
}
