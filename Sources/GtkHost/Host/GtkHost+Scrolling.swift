import Gtk
import Reconciler

/// `ScrollViewReader` on a `ScrollView`'s content: the instance's widget is
/// scrolled into view in the nearest `GtkScrolledWindow` around it.
extension GtkHost: ScrollingHost {
    /// Scrolls the scrolled window around `instance`'s widget to it, now if
    /// GTK has laid the widget out, and again at the next frames until its
    /// place holds (a widget mounted in the same event is laid out at the
    /// next frame); false when no scrolled window is around it.
    public func scrollIntoView(_ instance: GtkInstance, anchor: ScrollAnchor?) -> Bool {
        // Places are measured in the content, which the offset moves (in a
        // GtkViewport where GTK made one for a child that cannot scroll).
        guard let widget = instance.widget, let scrolled = widget.enclosingScrolledWindow,
            let child = scrolled.child
        else { return false }
        let content = (child as? Viewport)?.child ?? child
        let scroll = ContentScroll(widget: widget, content: content, scrolled: scrolled)
        _ = scroll.apply(anchor: anchor)
        var frames = 0
        scrolled.addTickCallback {
            frames += 1
            return !scroll.apply(anchor: anchor) && frames < 6
        }
        return true
    }
}

/// One request to scroll a widget of a scrolled window's content into view.
///
/// Weak: the scrolled window's tick callback holds the request, which must
/// not keep the widgets alive once their views are unmounted.
@MainActor private final class ContentScroll {
    private weak var widget: Gtk.Widget?
    private weak var content: Gtk.Widget?
    private weak var scrolled: ScrolledWindow?

    init(widget: Gtk.Widget, content: Gtk.Widget, scrolled: ScrolledWindow) {
        self.widget = widget
        self.content = content
        self.scrolled = scrolled
    }

    /// Moves the offsets along each axis the window scrolls so that the
    /// widget shows (at `anchor`, or the least scroll).
    ///
    /// True once every offset was there already, or the widgets are gone.
    func apply(anchor: ScrollAnchor?) -> Bool {
        guard let widget, let content, let scrolled else { return true }
        // A widget mounted in this event has no size until GTK lays it out.
        guard widget.height > 0, widget.width > 0,
            let point = widget.translateCoordinates(destWidget: content, srcX: 0, srcY: 0)
        else { return false }
        var placed = true
        let policy = scrolled.policy()
        if policy.vscrollbarPolicy != .never, let vertical = scrolled.vadjustment {
            let done = place(point.destY, Double(widget.height), in: vertical, anchor: anchor?.y)
            placed = done && placed
        }
        if policy.hscrollbarPolicy != .never, let horizontal = scrolled.hadjustment {
            let done = place(point.destX, Double(widget.width), in: horizontal, anchor: anchor?.x)
            placed = done && placed
        }
        return placed
    }

    /// Moves `adjustment` so that the span from `start` of `length` shows
    /// (at `anchor` of the page when given); true when it is there already.
    private func place(
        _ start: Double, _ length: Double, in adjustment: Adjustment, anchor: Double?
    ) -> Bool {
        let page = adjustment.pageSize
        var value = adjustment.value
        if let anchor {
            value = start + anchor * length - anchor * page
        } else if start < value {
            value = start
        } else if start + length > value + page {
            value = start + length - page
        }
        value = min(max(value, adjustment.lower), max(adjustment.lower, adjustment.upper - page))
        guard abs(value - adjustment.value) >= 0.5 else { return true }
        adjustment.value = value
        return false
    }
}

extension Gtk.Widget {
    /// The nearest `GtkScrolledWindow` around this widget; nil when none.
    fileprivate var enclosingScrolledWindow: ScrolledWindow? {
        var widget = parent
        while let current = widget {
            if let scrolled = current as? ScrolledWindow { return scrolled }
            widget = current.parent
        }
        return nil
    }
}
