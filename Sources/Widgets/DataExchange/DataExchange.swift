/// The drag and drop of one widget.
///
/// What it gives when dragged, what it takes when something is dropped on
/// it, and, for a `List`, how its rows move. A field of ``WidgetModifiers``,
/// set by `.draggable(_:)`, `.dropDestination(for:action:isTargeted:)` and
/// `.onMove(perform:)`.
///
/// Hosts read the closures of the latest render when a drag happens; two
/// values are equal when they have the same parts and accept the same kinds,
/// so a new closure alone is not a change the host has to write.
public struct DataExchange: Equatable, Sendable {
    /// What a drag from the widget carries, if it can be dragged.
    public var dragSource: DragSource?
    /// What the widget takes when something is dropped on it, if anything.
    public var dropDestination: DropDestination?
    /// Moves a row of a `List` from an index to an offset, if rows can be moved.
    public var move: (@MainActor @Sendable (_ source: Int, _ destination: Int) -> Void)?

    /// Nothing to drag, nothing taken.
    public init() {}

    /// Whether neither part is set.
    public var isEmpty: Bool { dragSource == nil && dropDestination == nil && move == nil }

    /// Equal when the same parts are set and the destinations take the same kinds.
    public static func == (lhs: DataExchange, rhs: DataExchange) -> Bool {
        (lhs.dragSource == nil) == (rhs.dragSource == nil)
            && lhs.dropDestination?.kinds == rhs.dropDestination?.kinds
            && (lhs.move == nil) == (rhs.move == nil)
    }
}

/// What a drag from a widget carries: the items of a `Transferable` value.
public struct DragSource: Sendable {
    /// The items, read when the drag starts.
    public let items: @MainActor @Sendable () -> [TransferItem]

    /// A source whose drag carries `items()`.
    public init(items: @escaping @MainActor @Sendable () -> [TransferItem]) {
        self.items = items
    }
}

/// What a widget takes when items are dropped on it.
public struct DropDestination: Sendable {
    /// The kinds of items taken, in order of preference.
    public let kinds: [TransferKind]
    /// Takes the dropped items of one kind; returns whether it used them.
    public let drop: @MainActor @Sendable ([TransferItem]) -> Bool
    /// Told true when a drag that it may take enters the widget, false when it leaves.
    public let targeted: (@MainActor @Sendable (Bool) -> Void)?

    /// A destination that takes items of `kinds` with `drop`.
    public init(
        kinds: [TransferKind], drop: @escaping @MainActor @Sendable ([TransferItem]) -> Bool,
        targeted: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        self.kinds = kinds
        self.drop = drop
        self.targeted = targeted
    }
}
