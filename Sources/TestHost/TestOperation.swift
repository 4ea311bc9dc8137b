/// One host call recorded by `TestHost`, naming widgets as `Type#id`.
///
/// An `update` is recorded only when a visible property changed (closures are
/// not visible), and lists the names of the changed properties.
public enum TestOperation: Hashable, Sendable, CustomStringConvertible {
    /// A widget was made.
    case create(String)
    /// Visible properties of a widget changed.
    case update(String, changed: [String])
    /// A widget was inserted into a parent at an index.
    case insert(String, into: String, at: Int)
    /// A widget moved within its parent.
    case move(String, in: String, from: Int, to: Int)
    /// A widget (and its subtree) was removed from its parent.
    case remove(String, from: String, at: Int)
    /// A key (with its modifiers, `Control+s`) was pressed in a widget.
    case press(String, in: String)
    /// The keyboard focus moved to a widget, or to the window (nil).
    case focus(String?)

    /// The kind of call, for counting.
    public enum Kind: Hashable, Sendable {
        /// `create`
        case create
        /// `update`
        case update
        /// `insert`
        case insert
        /// `move`
        case move
        /// `remove`
        case remove
        /// `press`
        case press
        /// `focus`
        case focus
    }

    /// The kind of call.
    public var kind: Kind {
        switch self {
        case .create: .create
        case .update: .update
        case .insert: .insert
        case .move: .move
        case .remove: .remove
        case .press: .press
        case .focus: .focus
        }
    }

    /// A line such as `insert Text#4 into VStack#1 at 2`.
    public var description: String {
        switch self {
        case .create(let widget):
            "create \(widget)"
        case .update(let widget, let changed):
            "update \(widget) \(changed.joined(separator: ","))"
        case .insert(let widget, let parent, let index):
            "insert \(widget) into \(parent) at \(index)"
        case .move(let widget, let parent, let from, let to):
            "move \(widget) in \(parent) from \(from) to \(to)"
        case .remove(let widget, let parent, let index):
            "remove \(widget) from \(parent) at \(index)"
        case .press(let key, let widget):
            "press \(key) in \(widget)"
        case .focus(let widget):
            "focus \(widget ?? "window")"
        }
    }
}

extension Array where Element == TestOperation {
    /// How many operations of `kind` there are.
    public func count(of kind: TestOperation.Kind) -> Int {
        reduce(0) { $0 + ($1.kind == kind ? 1 : 0) }
    }
}
