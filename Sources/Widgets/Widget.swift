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
