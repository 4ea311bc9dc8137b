/// A drag: the pointer pressed on the view and moved.
///
/// `onChanged` runs once the pointer has moved `minimumDistance` pixels from
/// where it was pressed, then at each move; `onEnded` when it is released
/// after that. A press released sooner is no drag (a tap, perhaps).
///
/// ```swift
/// Text("Drag me")
///     .gesture(
///         DragGesture(minimumDistance: 4)
///             .onChanged { offset.wrappedValue = $0.translation }
///             .onEnded { _ in offset.wrappedValue = .zero })
/// ```
public struct DragGesture: Gesture {
    /// Where a drag is, in the coordinates of the view it started on.
    public struct Value: Hashable, Sendable {
        /// Where the pointer was pressed.
        public var startLocation: Point
        /// Where the pointer is now.
        public var location: Point
        /// How far it moved: `location` less `startLocation`.
        public var translation: Point {
            Point(x: location.x - startLocation.x, y: location.y - startLocation.y)
        }

        /// A drag from `startLocation` that is now at `location`.
        public init(startLocation: Point, location: Point) {
            self.startLocation = startLocation
            self.location = location
        }
    }

    /// How far, in pixels, the pointer moves before the drag begins.
    public let minimumDistance: Double
    /// Called as the drag moves.
    public private(set) var changed: (@MainActor @Sendable (Value) -> Void)?
    /// Called when the drag ends, with its last value.
    public private(set) var ended: (@MainActor @Sendable (Value) -> Void)?

    /// A drag that begins once the pointer moved `minimumDistance` pixels
    /// (10, as SwiftUI's); a negative distance counts as 0.
    public init(minimumDistance: Double = 10) {
        self.minimumDistance = max(0, minimumDistance)
    }

    /// This drag, calling `action` as it moves.
    public func onChanged(_ action: @escaping @MainActor @Sendable (Value) -> Void) -> DragGesture {
        var gesture = self
        gesture.changed = action
        return gesture
    }

    /// This drag, calling `action` when it ends.
    public func onEnded(_ action: @escaping @MainActor @Sendable (Value) -> Void) -> DragGesture {
        var gesture = self
        gesture.ended = action
        return gesture
    }

    /// Sets `input.drag`.
    public func install(in input: inout PointerInput) { input.drag = self }
}
