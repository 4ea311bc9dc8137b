import Gtk
import Hooks
import Widgets

/// The coordinator of a ``NativeView`` made with `props`: the props its
/// `update` saw last.
@MainActor public final class PreviousProps<Props> {
    /// The props of the last update; nil before the first.
    public internal(set) var props: Props?

    init() {}
}

extension NativeView {
    /// An inline widget whose `update` gets this render's props and the
    /// previous ones (nil on mount), to write only what changed.
    ///
    /// ```swift
    /// NativeView(props: level) { Gtk.LevelBar() } update: { bar, new, old in
    ///     if new != old { bar.value = new }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - props: this render's values.
    ///   - text: what the widget shows, for tests; nil for none.
    ///   - ref: set to the widget while it is mounted, nil after.
    ///   - make: makes the widget (once).
    ///   - update: writes what differs between the new props and the old.
    public init<Props>(
        props: Props, text: String? = nil, ref: RefObject<Native?>? = nil,
        make: @escaping @MainActor () -> Native,
        update: @escaping @MainActor (Native, Props, Props?) -> Void
    ) where Coordinator == PreviousProps<Props> {
        self.init(text: text, ref: ref, coordinator: PreviousProps<Props>()) { _ in
            make()
        } update: {
            widget, previous in
            update(widget, props, previous.props)
            previous.props = props
        }
    }
}
