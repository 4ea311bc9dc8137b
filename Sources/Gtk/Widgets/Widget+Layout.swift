import CGtk

/// How a widget is placed in the space its parent gives it (`GtkAlign`).
public enum Alignment: Sendable {
    /// Stretch to fill the space.
    case fill
    /// At the start (left or top).
    case start
    /// At the end (right or bottom).
    case end
    /// Centered.
    case center
    /// Aligned on the text baseline (vertical only).
    case baseline

    var gtk: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        case .baseline: GTK_ALIGN_BASELINE
        }
    }

    init(_ align: GtkAlign) {
        switch align {
        case GTK_ALIGN_START: self = .start
        case GTK_ALIGN_END: self = .end
        case GTK_ALIGN_CENTER: self = .center
        case GTK_ALIGN_BASELINE: self = .baseline
        default: self = .fill
        }
    }
}

/// The margins around a widget, in pixels.
public struct Margins: Equatable, Sendable {
    /// Space above the widget.
    public var top: Int
    /// Space after the widget's end (right in left-to-right text).
    public var trailing: Int
    /// Space below the widget.
    public var bottom: Int
    /// Space before the widget's start (left in left-to-right text).
    public var leading: Int

    /// Margins with one value per edge.
    public init(top: Int = 0, trailing: Int = 0, bottom: Int = 0, leading: Int = 0) {
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        self.leading = leading
    }

    /// The same margin on every edge.
    public init(all: Int) {
        self.init(top: all, trailing: all, bottom: all, leading: all)
    }
}

extension Widget {
    /// Whether the widget takes extra horizontal space (`gtk_widget_set_hexpand`).
    public var expandsHorizontally: Bool {
        get { gtk_widget_get_hexpand(widget) != 0 }
        set { gtk_widget_set_hexpand(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget takes extra vertical space (`gtk_widget_set_vexpand`).
    public var expandsVertically: Bool {
        get { gtk_widget_get_vexpand(widget) != 0 }
        set { gtk_widget_set_vexpand(widget, newValue ? 1 : 0) }
    }

    /// Whether ``expandsHorizontally`` was set (`hexpand-set`).
    ///
    /// When false, GTK computes it from the children; setting false lets GTK
    /// compute it again.
    public var setsHorizontalExpansion: Bool {
        get { gtk_widget_get_hexpand_set(widget) != 0 }
        set { gtk_widget_set_hexpand_set(widget, newValue ? 1 : 0) }
    }

    /// Whether ``expandsVertically`` was set (`vexpand-set`).
    ///
    /// When false, GTK computes it from the children; setting false lets GTK
    /// compute it again.
    public var setsVerticalExpansion: Bool {
        get { gtk_widget_get_vexpand_set(widget) != 0 }
        set { gtk_widget_set_vexpand_set(widget, newValue ? 1 : 0) }
    }

    /// Horizontal placement within the allocated space.
    public var horizontalAlignment: Alignment {
        get { Alignment(gtk_widget_get_halign(widget)) }
        set { gtk_widget_set_halign(widget, newValue.gtk) }
    }

    /// Vertical placement within the allocated space.
    public var verticalAlignment: Alignment {
        get { Alignment(gtk_widget_get_valign(widget)) }
        set { gtk_widget_set_valign(widget, newValue.gtk) }
    }

    /// The margins on all four edges.
    public var margins: Margins {
        get {
            Margins(
                top: Int(gtk_widget_get_margin_top(widget)),
                trailing: Int(gtk_widget_get_margin_end(widget)),
                bottom: Int(gtk_widget_get_margin_bottom(widget)),
                leading: Int(gtk_widget_get_margin_start(widget)))
        }
        set {
            gtk_widget_set_margin_top(widget, Int32(newValue.top))
            gtk_widget_set_margin_end(widget, Int32(newValue.trailing))
            gtk_widget_set_margin_bottom(widget, Int32(newValue.bottom))
            gtk_widget_set_margin_start(widget, Int32(newValue.leading))
        }
    }

    /// The minimum size the widget asks for; -1 leaves a dimension natural.
    public func setSizeRequest(width: Int = -1, height: Int = -1) {
        gtk_widget_set_size_request(widget, Int32(width), Int32(height))
    }
}

extension Widget {
    /// The direction the widget lays text out in (`gtk_widget_get_direction`
    /// and `gtk_widget_set_direction`); `.none` follows the default.
    ///
    /// Not `direction`, which a menu button's popup arrow is named.
    public var textDirection: TextDirection {
        get { TextDirection(cValue: gtk_widget_get_direction(widget)) }
        set { gtk_widget_set_direction(widget, newValue.cValue) }
    }
}
