import Gtk
import Reconciler

/// What an adapter got wrong, as a message naming the view type whose adapter
/// made the instance, the types involved and what to do instead.
///
/// `GtkInstance` and `GtkHost` stop with the fatal ones (``missingWidget(view:asked:)``,
/// ``wrongWidget(view:asked:actual:gtkType:)``), where going on would read memory
/// as a type it is not, and log the others with a placeholder shown instead.
enum AdapterMistake {
    /// `instance.gtk(asked)` on an instance without a widget.
    static func missingWidget(view: Any.Type, asked: Any.Type) -> String {
        "\(view)'s adapter asked for instance.gtk(\(asked).self), but the instance has no "
            + "widget: makeInstance(in:) must make the widget and pass it to "
            + "GtkInstance(widget:view:) (nil is only for a part without a widget of its own), "
            + "and a handler must reach its instance through handle.instance, which is nil "
            + "once the view is removed"
    }

    /// `instance.gtk(asked)` on an instance whose widget is of another type.
    static func wrongWidget(
        view: Any.Type, asked: Any.Type, actual: Any.Type, gtkType: String
    ) -> String {
        "\(view)'s adapter asked for instance.gtk(\(asked).self), but its widget is a "
            + "\(actual) (\(gtkType)): ask for the type makeInstance(in:) passed to "
            + "GtkInstance(widget:view:), or a superclass of it"
    }

    /// `instance.props(asked)` on an instance that holds the props of `view`.
    static func wrongProps(view: Any.Type, asked: Any.Type) -> String {
        "instance.props(\(asked).self) on the instance of \(view), which holds \(view)'s props: "
            + "ask for props(\(view).self) (in an adapter, props(Self.self)); nil is returned"
    }

    /// A widget made for `view` that is already in another parent.
    static func sharedWidget(view: Any.Type, gtkType: String, parentType: String) -> String {
        "\(view)'s adapter returned a \(gtkType) that is already in a \(parentType), "
            + "shown by another view: each view needs a widget of its own, so make a new one in "
            + "makeInstance(in:) (for a NativeView, in make) instead of returning one kept "
            + "elsewhere; an empty placeholder is shown in its place"
    }

    /// A view whose adapter gave its instance no ``ChildLayout`` got `count` children.
    static func childrenWithoutLayout(view: Any.Type, count: Int) -> String {
        let children = count == 1 ? "1 child view is" : "\(count) child views are"
        return "\(view)'s adapter gave its instance no layout, so its \(children) not shown: "
            + "pass one to GtkInstance(widget:view:layout:) in makeInstance(in:), "
            + "SingleChildLayout { widget.child = $0 } for a widget with one child slot, or a "
            + "ChildLayout of your own that adds each child's widget in inserted(_:at:in:) and "
            + "takes it out in removed(_:from:)"
    }

    /// A view whose layout has one child slot got `count` children with widgets.
    static func childrenPastOneSlot(view: Any.Type, count: Int) -> String {
        let others = count == 2 ? "the other one is" : "the other \(count - 1) are"
        return "\(view) shows one child view, the first of its \(count), and \(others) not "
            + "shown: put them in one VStack or HStack inside it"
    }
}

/// The adapter mistakes already reported, so that a list of rows logs one
/// warning, not one per row.
@MainActor private var reportedMistakes: Set<String> = []

/// Logs `message` as a warning the first time it comes; the app goes on.
@MainActor func warnOnce(_ message: String) {
    warnOnce(message, key: message)
}

/// Logs `message` as a warning the first time `key` comes (a message whose
/// details vary, reported once per view type); the app goes on.
@MainActor func warnOnce(_ message: @autoclosure () -> String, key: String) {
    if reportedMistakes.insert(key).inserted { Log.warning(message()) }
}
