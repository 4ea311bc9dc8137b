import Gtk
import Widgets

/// `LimitedFrame` is a `GtkBox` whose layout manager is replaced by a custom
/// layout (`Widget.setCustomLayout`): it measures its one child and reports
/// the child's sizes bounded by the limits, then gives the child at most the
/// maximum of what GTK allocated, placed by the alignment. GTK 4.8 has no
/// maximum size on a widget; this is the one place that makes one.
extension LimitedFrame: GtkAdapter, ToolkitAdapter {
    /// Makes the box and its custom layout, which reads the latest props.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let box = Box(.vertical)
        let instance = GtkInstance(
            widget: box, view: self,
            layout: SingleChildLayout { [weak box] child in
                guard let box else { return }
                let current = box.children.first
                if let current, let child, current.isSameWidget(as: child) { return }
                if let current { box.remove(current) }
                if let child { box.append(child) }
            })
        box.setCustomLayout(
            measure: { [handle = instance.handle, weak box] axis, forSize in
                guard let box, let child = box.children.first,
                    let limits = handle.instance?.props(LimitedFrame.self)?.limits
                else { return LayoutSizes(minimum: 0, natural: 0) }
                return FrameLayout(limits: limits).measure(child, axis, forSize)
            },
            allocate: { [handle = instance.handle, weak box] width, height, _ in
                guard let box, let child = box.children.first,
                    let limits = handle.instance?.props(LimitedFrame.self)?.limits
                else { return }
                FrameLayout(limits: limits).place(
                    child, width: width, height: height, in: box.textDirection)
            })
        return instance
    }

    /// Asks GTK to measure again when the limits changed.
    public func apply(to instance: GtkInstance, from old: LimitedFrame?) {
        let box = instance.gtk(Box.self)
        if limits != old?.limits {
            warnIfContradictory()
            if limits.maxWidth == .infinity { box.expandsHorizontally = true }
            if limits.maxHeight == .infinity { box.expandsVertically = true }
            box.queueResize()
        }
    }

    /// A box has no handlers.
    public static var propertyWritesCanEcho: Bool { false }

    /// Logs limits that cannot all hold (a minimum above its maximum, a
    /// negative size), saying which wins.
    private func warnIfContradictory() {
        let axes = [
            ("Width", limits.minWidth, limits.maxWidth),
            ("Height", limits.minHeight, limits.maxHeight),
        ]
        for (axis, low, high) in axes {
            if let low, let high, low > high {
                Log.warning(
                    "LimitedFrame: .frame(min\(axis): \(low), max\(axis): "
                        + "\(high)) has its minimum above its maximum; the minimum wins. "
                        + "Give a maximum at least as large as the minimum")
            }
            if (low ?? 0) < 0 || (high ?? 0) < 0 {
                Log.warning(
                    "LimitedFrame: .frame has a negative min\(axis) or max\(axis), taken as 0; "
                        + "give sizes in pixels, 0 or more")
            }
        }
    }
}
