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

    /// Whether one of the widget's bindings belongs to the state and value of
    /// `key` and the state names that value now: the widget is the one that
    /// holds or is to take the focus for them.
    public func claims(_ key: FocusKey) -> Bool {
        bindings.contains { $0.isFocused && $0.key == key }
    }

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
    /// The state and value this binding stands for, when the state has an
    /// identity (`useFocusState` gives it one): a host does not clear a state
    /// that another mounted view claims with the same key (the focused view
    /// replaced by one with the same value).
    public let key: FocusKey?

    /// A binding named or not by its state, with what the focus coming and
    /// going does, and the state and value it stands for.
    public init(
        isFocused: Bool, entered: @escaping @MainActor () -> Void,
        left: @escaping @MainActor () -> Void, key: FocusKey? = nil
    ) {
        self.isFocused = isFocused
        self.entered = entered
        self.left = left
        self.key = key
    }
}

/// One value of one focus state: two `.focused` modifiers with equal keys
/// name their views with the same value of the same `useFocusState`.
///
/// Sendable without checks: the value is only compared, on the main actor.
public struct FocusKey: Equatable, @unchecked Sendable {
    /// The state's identity: that of an object its component keeps for its life.
    let state: ObjectIdentifier
    /// The value naming the view.
    let value: AnyHashable

    /// The key of `value` of the state whose identity is `state`.
    public init(state: ObjectIdentifier, value: AnyHashable) {
        self.state = state
        self.value = value
    }
}
