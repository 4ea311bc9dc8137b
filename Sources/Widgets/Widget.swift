import Reconciler

/// A widget of the vocabulary: a primitive view with the common modifiers and
/// an accessible description that hosts and tests read.
///
/// Each widget is a plain value: its properties, its event closures and its
/// `modifiers`. A host adapter (`GtkHost/Adapters/<Widget>+Gtk.swift`) turns it
/// into a platform widget; `TestHost` keeps it in memory.
public protocol Widget: PrimitiveView {
    /// What the widget is, for queries and assistive technologies.
    static var role: WidgetRole { get }

    /// Padding, size, alignment, style classes and the other common modifiers.
    var modifiers: WidgetModifiers { get set }

    /// The text the widget shows (a label, a button's title, a field's
    /// contents), if any.
    var text: String? { get }
}

extension Widget {
    /// No text by default.
    public var text: String? { nil }
}

/// What a widget is, in the words of accessibility roles.
public enum WidgetRole: String, Hashable, Sendable, CaseIterable {
    /// Static text.
    case label
    /// A push button.
    case button
    /// A link that opens an address.
    case link
    /// A single-line text entry.
    case textField
    /// A single-line entry that hides what is typed.
    case secureField
    /// A multi-line text editor.
    case textEditor
    /// A switch or check box.
    case toggle
    /// A continuous value on a track.
    case slider
    /// An integer with increment and decrement buttons.
    case stepper
    /// A drop-down choice among options.
    case picker
    /// A progress bar or spinner.
    case progress
    /// An icon or picture.
    case image
    /// A stack, grid or overlay laying out other widgets.
    case group
    /// Flexible empty space.
    case spacer
    /// A thin line between widgets.
    case separator
    /// A scrolling container.
    case scrollView
    /// A list of rows.
    case list
    /// A top-level window.
    case window
    /// A window's header bar.
    case headerBar
    /// An item of a header bar.
    case toolbarItem
    /// A menu button with its items.
    case menu
    /// One item of a menu.
    case menuItem
}
