import Gtk
import Hooks
import Reconciler
import Widgets

/// Any GTK widget inline in a component tree, without writing a view type
/// (SwiftUI's `NSViewRepresentable`, as closures).
///
/// `make` creates the widget once, when the view mounts; `update` runs on
/// every render of the view (the first one included) with every handler
/// connected from Swift to the widget and to the widgets inside it blocked,
/// so setting a value never echoes back as a user event (objects that are
/// not widgets, such as a text buffer, are not covered: connect to the
/// widget that shows them). The coordinator, made once before `make`,
/// lives as long as the widget: signal handlers connected in `make` call
/// through it, and `update` swaps what they call. `ref`, given, holds the
/// live widget while it is mounted (nil after), for imperative calls. On
/// `TestHost` the view is a node with role `WidgetRole.native`, the
/// `text` given and the accessibility label of its modifiers; `make` is not called.
///
/// ```swift
/// final class EntryEvents { var onActivate: () -> Void = {} }
///
/// let entry = useRef(nil as Entry?)
/// NativeView(ref: entry, coordinator: EntryEvents()) { events in
///     let field = Entry()
///     field.onActivate { events.onActivate() }
///     return field
/// } update: { field, events in
///     events.onActivate = { submit(field.text) }
///     if field.text != draft { field.text = draft }
/// }
/// Button("Focus") { entry.current?.grabFocus() }
/// ```
public struct NativeView<Native: Gtk.Widget, Coordinator>: Widgets.Widget, ToolkitWidget {
    /// The role of every inline widget: `WidgetRole.native`.
    public static var role: WidgetRole { .native }

    /// Common modifiers, applied by the host after `update`.
    public var modifiers = WidgetModifiers()
    /// The text the widget shows, for queries on `TestHost`.
    public let text: String?

    let makeCoordinator: @MainActor () -> Coordinator
    let make: @MainActor (Coordinator) -> Native
    let update: @MainActor (Native, Coordinator) -> Void
    let ref: RefObject<Native?>?

    /// An inline widget whose handlers go through a coordinator.
    ///
    /// - Parameters:
    ///   - text: what the widget shows, for tests; nil for none.
    ///   - ref: set to the widget while it is mounted, nil after.
    ///   - coordinator: made once, on mount, and kept with the widget; if it
    ///     is an `InstanceResource`, released on unmount.
    ///   - make: makes the widget and connects its signals (once).
    ///   - update: brings the widget to this render's values.
    public init(
        text: String? = nil, ref: RefObject<Native?>? = nil,
        coordinator: @autoclosure @escaping @MainActor () -> Coordinator,
        make: @escaping @MainActor (Coordinator) -> Native,
        update: @escaping @MainActor (Native, Coordinator) -> Void = { _, _ in }
    ) {
        self.text = text
        self.ref = ref
        makeCoordinator = coordinator
        self.make = make
        self.update = update
    }
}

extension NativeView where Coordinator == Void {
    /// An inline widget without a coordinator.
    ///
    /// - Parameters:
    ///   - text: what the widget shows, for tests; nil for none.
    ///   - ref: set to the widget while it is mounted, nil after.
    ///   - make: makes the widget (once).
    ///   - update: brings the widget to this render's values.
    public init(
        text: String? = nil, ref: RefObject<Native?>? = nil,
        make: @escaping @MainActor () -> Native,
        update: @escaping @MainActor (Native) -> Void = { _ in }
    ) {
        self.init(text: text, ref: ref, coordinator: ()) { _ in
            make()
        } update: { widget, _ in
            update(widget)
        }
    }
}

extension WidgetRole {
    /// A GTK widget shown with ``NativeView``, whatever GTK reports it as:
    /// `GtkTester` finds the widgets made for native views by this role.
    public static let native = WidgetRole("native")
}
