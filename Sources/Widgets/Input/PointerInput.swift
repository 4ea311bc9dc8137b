/// The pointer and touch handlers of one widget.
///
/// A field of ``WidgetModifiers``, set by `.onTapGesture`, `.gesture(_:)`,
/// `.onHover`, `.onContinuousHover`, `.onScroll` and `.contextMenu`. Each part set becomes
/// one event controller of the widget, made when the part first appears and
/// removed when it goes.
///
/// Hosts call the closures of the latest render when an event comes; two
/// values are equal when the same parts are set with the same settings (tap
/// count, drag distance), so a new closure alone is not a change the host
/// has to write.
public struct PointerInput: Equatable, Sendable {
    /// What taps (a press and release in place) do: one handler per count,
    /// the last one given for a count replacing the others.
    public var taps: [TapHandler] = []
    /// What a drag does.
    public var drag: DragGesture?
    /// What a pinch (or a touchpad's zoom) does.
    public var magnification: MagnificationGesture?
    /// Told true when the pointer enters the widget, false when it leaves.
    public var hover: (@MainActor @Sendable (Bool) -> Void)?
    /// Told where the pointer is over the widget, and when it left.
    public var continuousHover: (@MainActor @Sendable (HoverPhase) -> Void)?
    /// Told how far the wheel or touchpad scrolled over the widget.
    public var scroll: (@MainActor @Sendable (ScrollDelta) -> Void)?
    /// The menu a secondary click or a long press opens.
    public var contextMenu: ContextMenu?

    /// No handler.
    public init() {}

    /// Whether no part is set.
    public var isEmpty: Bool {
        taps.isEmpty && drag == nil && magnification == nil && hover == nil
            && continuousHover == nil && scroll == nil && contextMenu == nil
    }

    /// Equal when the same parts are set with the same settings.
    public static func == (lhs: PointerInput, rhs: PointerInput) -> Bool {
        lhs.taps.map(\.count) == rhs.taps.map(\.count)
            && lhs.drag?.minimumDistance == rhs.drag?.minimumDistance
            && (lhs.magnification == nil) == (rhs.magnification == nil)
            && (lhs.hover == nil) == (rhs.hover == nil)
            && (lhs.continuousHover == nil) == (rhs.continuousHover == nil)
            && (lhs.scroll == nil) == (rhs.scroll == nil)
            && lhs.contextMenu == rhs.contextMenu
    }
}

/// A tap handler: the number of taps it waits for and what it does.
public struct TapHandler: Sendable {
    /// How many taps in a row make the gesture (2 for a double tap).
    public let count: Int
    /// Called with where the last tap landed, in the widget's coordinates.
    public let action: @MainActor @Sendable (Point) -> Void

    /// A handler of `count` taps calling `action`.
    public init(count: Int, action: @escaping @MainActor @Sendable (Point) -> Void) {
        self.count = count
        self.action = action
    }
}

/// Where the pointer is over a view: `.onContinuousHover`'s argument.
public enum HoverPhase: Hashable, Sendable {
    /// The pointer is over the view, at this point of its coordinates.
    case active(Point)
    /// The pointer left the view.
    case ended
}

/// How far a scroll moved: wheel steps (one per notch) or touchpad pixels.
public struct ScrollDelta: Hashable, Sendable {
    /// Horizontal amount, positive to the right.
    public var dx: Double
    /// Vertical amount, positive downwards (the wheel turned towards the user).
    public var dy: Double

    /// A scroll of (`dx`, `dy`).
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }
}
