import Gtk
import Widgets

/// The arithmetic of a `LimitedFrame`: its sizes from its child's and its
/// limits, and the child's rectangle in what GTK gave it.
@MainActor struct FrameLayout {
    let limits: FrameLimits

    /// The frame's sizes along `axis`: the child's minimum raised to the
    /// frame's minimum; the ideal (or the child's natural size) kept between
    /// that and the maximum.
    func measure(_ child: Gtk.Widget, _ axis: Orientation, _ forSize: Int) -> LayoutSizes {
        let (low, ideal, high) = bounds(axis)
        let across = forSize < 0 ? -1 : Int32(forSize)
        let sizes = child.measure(orientation: axis, forSize: across)
        let minimum = max(Int(sizes.minimum), low ?? 0)
        let natural = min(max(ideal ?? Int(sizes.natural), minimum), max(high ?? .max, minimum))
        return LayoutSizes(minimum: minimum, natural: natural)
    }

    /// Places `child` in a frame of `width` by `height`: at most the maximum
    /// on each axis (never under the child's or the frame's minimum, which
    /// win over a smaller maximum), aligned in the rest.
    func place(_ child: Gtk.Widget, width: Int, height: Int, in direction: TextDirection) {
        let childWidth = size(of: child, .horizontal, within: width, across: -1)
        let childHeight = size(of: child, .vertical, within: height, across: childWidth)
        let free = (width - childWidth, height - childHeight)
        var x: Int
        switch limits.alignment.horizontal {
        case .leading: x = 0
        case .center: x = free.0 / 2
        case .trailing: x = free.0
        }
        if direction == .rtl { x = free.0 - x }
        let y: Int
        switch limits.alignment.vertical {
        case .top, .firstTextBaseline: y = 0
        case .center: y = free.1 / 2
        case .bottom: y = free.1
        }
        child.place(x: x, y: y, width: childWidth, height: childHeight)
    }

    private func size(of child: Gtk.Widget, _ axis: Orientation, within space: Int, across: Int)
        -> Int
    {
        let (low, _, high) = bounds(axis)
        let childMinimum = Int(child.measure(orientation: axis, forSize: Int32(across)).minimum)
        return max(min(space, high ?? space), min(max(childMinimum, low ?? 0), space))
    }

    /// The minimum, ideal and maximum along `axis`, in whole pixels; an
    /// infinite maximum is none.
    private func bounds(_ axis: Orientation) -> (Int?, Int?, Int?) {
        let values =
            axis == .horizontal
            ? (limits.minWidth, limits.idealWidth, limits.maxWidth)
            : (limits.minHeight, limits.idealHeight, limits.maxHeight)
        func pixels(_ value: Double?) -> Int? {
            guard let value, value.isFinite else { return nil }
            return max(0, Int(value.rounded()))
        }
        return (pixels(values.0), pixels(values.1), pixels(values.2))
    }
}
