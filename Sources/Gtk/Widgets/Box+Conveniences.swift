import CGtk

/// The direction a ``Box`` stacks its children in (`GtkOrientation`).
public enum Orientation: Sendable {
    /// Left to right (in left-to-right text).
    case horizontal
    /// Top to bottom.
    case vertical

    var gtk: GtkOrientation {
        self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
    }
}

/// A row or column of children (`GtkBox`): the stack of every layout.
///
/// The box keeps its own reference to each child; the Swift wrappers of the
/// children are kept by whoever made them.
///
/// ```swift
/// let column = Box(.vertical, spacing: 6)
/// column.append(Label("Hello"))
/// ```
@MainActor
extension Box {
    /// A new, empty box.
    public convenience init(_ orientation: Orientation = .vertical, spacing: Int = 0) {
        self.init(sinking: gtk_box_new(orientation.gtk, Int32(spacing)))
        checkMade(by: Box.self, "(_:spacing:)")
    }

    private var box: UnsafeMutablePointer<GtkBox> { cast(pointer) }

    /// The space between children, in pixels.
    public var spacing: Int {
        get { Int(gtk_box_get_spacing(box)) }
        set { gtk_box_set_spacing(box, Int32(newValue)) }
    }

    /// Whether every child gets the same size.
    public var isHomogeneous: Bool {
        get { gtk_box_get_homogeneous(box) != 0 }
        set { gtk_box_set_homogeneous(box, newValue ? 1 : 0) }
    }

    /// Adds `child` after the last child.
    public func append(_ child: Widget) {
        gtk_box_append(box, child.widget)
    }

    /// Adds `child` before the first child.
    public func prepend(_ child: Widget) {
        gtk_box_prepend(box, child.widget)
    }

    /// Adds `child` right after `sibling`, or first when `sibling` is nil.
    public func insert(_ child: Widget, after sibling: Widget?) {
        gtk_box_insert_child_after(box, child.widget, sibling?.widget)
    }

    /// Moves `child`, already in this box, right after `sibling`, or first
    /// when `sibling` is nil.
    public func move(_ child: Widget, after sibling: Widget?) {
        gtk_box_reorder_child_after(box, child.widget, sibling?.widget)
    }

    /// Removes `child` from this box; its Swift wrapper keeps it alive.
    public func remove(_ child: Widget) {
        gtk_box_remove(box, child.widget)
    }

    /// The number of children, counted by walking them (O(n)).
    public var childCount: Int {
        var count = 0
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            count += 1
            child = gtk_widget_get_next_sibling(current)
        }
        return count
    }

    /// The position of `child` among this box's children, or nil if it is not
    /// one; found by walking the children (O(n)).
    public func index(of child: Widget) -> Int? {
        var index = 0
        var current = gtk_widget_get_first_child(widget)
        while let sibling = current {
            if sibling == child.widget { return index }
            index += 1
            current = gtk_widget_get_next_sibling(sibling)
        }
        return nil
    }
}
