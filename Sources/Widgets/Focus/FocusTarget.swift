/// How a widget takes the keyboard focus: a field of ``WidgetModifiers``,
/// set by `.focused` and `.focusable`.
///
/// Two values are equal when they focus alike (the same focusability and
/// the same bindings naming the widget or not): a host calls the closures of
/// the latest props, so a new closure alone is no change.
public struct FocusTarget: Equatable, Sendable {
    /// Whether the widget itself takes the focus (`.focusable(true)`), never
    /// takes it nor lets a view inside take it (`.focusable(false)`), or as
    /// its kind does (nil).
    public var isFocusable: Bool?
    /// The focus states the widget belongs to, one per `.focused`.
    public var bindings: [FocusBinding] = []

    /// No focus modifier.
    public init() {}

    /// Whether a focus state names the widget now: the host moves the focus
    /// to it when this becomes true, and away from it when it becomes false.
    public var isFocused: Bool { bindings.contains { $0.isFocused } }

    /// Equal when the focusability and the bindings' named states are.
    public static func == (lhs: FocusTarget, rhs: FocusTarget) -> Bool {
        lhs.isFocusable == rhs.isFocusable
            && lhs.bindings.map(\.isFocused) == rhs.bindings.map(\.isFocused)
    }
}

/// One `.focused` of a widget: whether its focus state names the widget, and
/// what a host calls when the focus enters or leaves the widget (or a view
/// inside it).
///
/// Sendable without checks: made by views and called by hosts, both on the
/// main actor, whose closures these are (the state's value need not be
/// `Sendable`).
public struct FocusBinding: @unchecked Sendable {
    /// Whether the state's value, at the render, is the one naming this widget.
    public let isFocused: Bool
    /// Makes the state name this widget; a host calls it when the focus enters.
    public let entered: @MainActor () -> Void
    /// Makes the state name nothing, if it still names this widget; a host
    /// calls it when the focus leaves.
    public let left: @MainActor () -> Void

    /// A binding named or not by its state, with what the focus coming and
    /// going does.
    public init(
        isFocused: Bool, entered: @escaping @MainActor () -> Void,
        left: @escaping @MainActor () -> Void
    ) {
        self.isFocused = isFocused
        self.entered = entered
        self.left = left
    }
}
