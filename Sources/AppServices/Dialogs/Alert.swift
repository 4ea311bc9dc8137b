/// A message with a choice of actions, shown modally over the window.
///
/// Present it with the `dialogs` environment value; the answer is the index
/// of the chosen action. Dismissing the alert (closing it, pressing Escape)
/// chooses the `.cancel` action, or answers `nil` when there is none. A
/// `.destructive` action's button is styled as such:
///
/// ```swift
/// let dialogs = useEnvironment(\.dialogs)
/// Button("Delete") {
///     Task {
///         let alert = Alert("Delete the note?", actions: [.cancel("Keep"), .destructive("Delete")])
///         if await dialogs.alert(alert) == 1 { delete() }
///     }
/// }
/// ```
public struct Alert: Hashable, Sendable {
    /// One button of an alert.
    public struct Action: Hashable, Sendable {
        /// How an action is styled and what Escape chooses.
        public enum Role: Hashable, Sendable {
            /// A plain action.
            case `default`
            /// The action Escape or closing the alert chooses.
            case cancel
            /// An action that destroys data, styled as such.
            case destructive
        }

        /// The button's text.
        public var title: String
        /// Its role.
        public var role: Role

        /// An action titled `title` with `role`.
        public init(_ title: String, role: Role = .default) {
            self.title = title
            self.role = role
        }

        /// A cancel action.
        public static func cancel(_ title: String = "Cancel") -> Action {
            Action(title, role: .cancel)
        }

        /// A destructive action.
        public static func destructive(_ title: String) -> Action {
            Action(title, role: .destructive)
        }
    }

    /// The headline.
    public var title: String
    /// More detail below the headline.
    public var message: String?
    /// The buttons, in order.
    public var actions: [Action]

    /// The index of the first `.cancel` action: the answer when the alert is
    /// dismissed; nil when it has none.
    public var cancelIndex: Int? { actions.firstIndex { $0.role == .cancel } }

    /// An alert titled `title`, with an OK button unless `actions` are given.
    public init(_ title: String, message: String? = nil, actions: [Action] = [Action("OK")]) {
        self.title = title
        self.message = message
        self.actions = actions
    }
}
