/// A pinch with two fingers (on a touch screen or touchpad): the view is
/// told the scale between the fingers' distance now and when they touched.
///
/// ```swift
/// Image("map")
///     .gesture(
///         MagnificationGesture()
///             .onChanged { zoom.wrappedValue = base * $0 }
///             .onEnded { base *= $0 })
/// ```
public struct MagnificationGesture: Gesture {
    /// Called as the scale changes: 1 at the start, 2 when the fingers are
    /// twice as far apart.
    public private(set) var changed: (@MainActor @Sendable (Double) -> Void)?
    /// Called when the pinch ends, with its last scale.
    public private(set) var ended: (@MainActor @Sendable (Double) -> Void)?

    /// A pinch with no handler yet.
    public init() {}

    /// This pinch, calling `action` with each new scale.
    public func onChanged(_ action: @escaping @MainActor @Sendable (Double) -> Void)
        -> MagnificationGesture
    {
        var gesture = self
        gesture.changed = action
        return gesture
    }

    /// This pinch, calling `action` with the last scale when it ends.
    public func onEnded(_ action: @escaping @MainActor @Sendable (Double) -> Void)
        -> MagnificationGesture
    {
        var gesture = self
        gesture.ended = action
        return gesture
    }

    /// Sets `input.magnification`.
    public func install(in input: inout PointerInput) { input.magnification = self }
}
