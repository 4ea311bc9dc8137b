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

    /// `view`, a value of this type, with `modifier` applied to its
    /// modifiers. Provided for every widget: do not implement it.
    ///
    /// A requirement, not only an extension method, so that each widget of
    /// this module gets a copy compiled for its own type: called through the
    /// widget's metatype, the extension method alone would run as generic
    /// code, with a runtime call for every copy of the value.
    static func applying(_ modifier: WidgetModifier, to view: any PrimitiveView)
        -> any PrimitiveView
}

extension Widget {
    /// No text by default.
    public var text: String? { nil }
}
