import CGtk

/// A GTK widget owned from Swift: the base of every widget wrapper.
///
/// Holds one reference (sunk at creation), so a widget stays alive while Swift
/// holds it even after it is removed from its parent. Layout and style
/// properties common to all widgets live in extensions of this class.
@MainActor
public class Widget: Object {
    /// The widget pointer, typed for GTK's widget functions.
    let widget: UnsafeMutablePointer<GtkWidget>

    // @exclusivity(unchecked): main-actor state whose accesses never overlap;
    // a run-time check of each would cost more than the access.
    /// The role of the view this widget shows, as the host that made it names it.
    ///
    /// Such as `"button"` or `"calendar"`; nil for a widget GTK made itself (a
    /// button's label). Test queries match it beside the accessible role.
    @exclusivity(unchecked) public var viewRole: String?

    /// The GType of `GtkWidget`; each generated widget class overrides it.
    override public class var gType: UInt { gtk_widget_get_type() }

    /// Takes ownership of a new widget (floating or transfer none).
    init(sinking widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
        super.init(sinking: widget)
        registerAsWrapper()
    }

    // No deinit of its own: Object's unregisters the wrapper (one hop to the
    // main actor per wrapper instead of two).

    /// Whether the widget is shown (`gtk_widget_set_visible`).
    public var isVisible: Bool {
        get { gtk_widget_get_visible(widget) != 0 }
        set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget reacts to input (`gtk_widget_set_sensitive`).
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widget) != 0 }
        set { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
    }

    /// The tooltip text, or nil for none.
    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } }
        set { gtk_widget_set_tooltip_text(widget, newValue) }
    }

    /// The widget's name, used by CSS `#name` selectors.
    public var name: String {
        get { String(cString: gtk_widget_get_name(widget)) }
        set { gtk_widget_set_name(widget, newValue) }
    }

    /// True while the widget is inside a container (or a window's child).
    public var hasParent: Bool { gtk_widget_get_parent(widget) != nil }

    /// True once the widget is mapped: shown inside a window that is on screen.
    public var isMapped: Bool { gtk_widget_get_mapped(widget) != 0 }

    /// Activates the widget as the keyboard would (an entry emits `activate`;
    /// a realized button plays its press animation, then emits `clicked`);
    /// returns false if the widget cannot be activated.
    @discardableResult
    public func activate() -> Bool {
        gtk_widget_activate(widget) != 0
    }

    /// Moves keyboard focus to the widget; returns whether it took it.
    @discardableResult
    public func grabFocus() -> Bool {
        gtk_widget_grab_focus(widget) != 0
    }

    /// The widget's allocated width in pixels (0 before the first layout).
    public var width: Int { Int(gtk_widget_get_width(widget)) }

    /// The widget's allocated height in pixels (0 before the first layout).
    public var height: Int { Int(gtk_widget_get_height(widget)) }
}
