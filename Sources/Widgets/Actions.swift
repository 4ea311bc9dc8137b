import Reconciler

/// A widget a user activates: a button, a link, a menu item.
@MainActor public protocol Activatable {
    /// Does what a click does.
    func activate()
}

/// A widget a user types into.
@MainActor public protocol TextEditable {
    /// Replaces the contents with `text`, as typing would.
    func input(_ text: String)
}

/// A widget a user confirms by pressing Enter.
@MainActor public protocol Submittable {
    /// Does what pressing Enter does.
    func submit()
}

/// A search a user stops, as Escape in a search field does.
@MainActor public protocol SearchStoppable {
    /// Stops the search: clears the query.
    func stopSearch()
}

/// A widget a user switches on and off.
@MainActor public protocol Toggleable {
    /// Flips the value, as a click would.
    func toggle()
}

/// A widget a user picks one of several options in.
@MainActor public protocol Selectable {
    /// Picks the option at `index`.
    func select(_ index: Int)
}

/// A widget a user sets a number with.
@MainActor public protocol Adjustable {
    /// Sets the value to `value`, as dragging or clicking would.
    func adjust(to value: Double)
}
