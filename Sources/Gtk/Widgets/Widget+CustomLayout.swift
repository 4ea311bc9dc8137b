import CGtk

// Hand-written: GTK 4.8's `gtk_custom_layout_new` takes C callbacks without
// user data, which the generator cannot bind, and `gtk_widget_size_allocate`
// takes a `GtkAllocation`, a type it does not generate. The callbacks find
// their Swift closures on the layout manager's GObject data.

/// The sizes a custom layout reports along one axis, in pixels.
public struct LayoutSizes: Equatable, Sendable {
    /// The smallest size the widget can be given.
    public var minimum: Int
    /// The size it asks for.
    public var natural: Int

    /// Sizes of `minimum` and `natural` pixels.
    public init(minimum: Int, natural: Int) {
        self.minimum = minimum
        self.natural = natural
    }
}

/// The closures of one custom layout.
@MainActor final class CustomLayoutClosures {
    let measure: @MainActor (Orientation, Int) -> LayoutSizes
    let allocate: @MainActor (Int, Int, Int) -> Void

    init(
        measure: @escaping @MainActor (Orientation, Int) -> LayoutSizes,
        allocate: @escaping @MainActor (Int, Int, Int) -> Void
    ) {
        self.measure = measure
        self.allocate = allocate
    }
}

extension Widget {
    /// Replaces this widget's layout manager with a `GtkCustomLayout` that
    /// asks `measure` for its sizes and `allocate` to place its children.
    ///
    /// `measure` gets the axis and the size along the other one (-1: any)
    /// and returns the widget's minimum and natural sizes; `allocate` gets
    /// the width, height and baseline GTK gave the widget and places each
    /// child with ``place(x:y:width:height:baseline:)``. Capture the widget
    /// weakly in them: the layout manager that keeps them belongs to it.
    public func setCustomLayout(
        measure: @escaping @MainActor (Orientation, Int) -> LayoutSizes,
        allocate: @escaping @MainActor (_ width: Int, _ height: Int, _ baseline: Int) -> Void
    ) {
        guard let layout = gtk_custom_layout_new(nil, customLayoutMeasure, customLayoutAllocate)
        else { return }
        let box = ClosureBox(CustomLayoutClosures(measure: measure, allocate: allocate))
        g_object_set_data_full(
            UnsafeMutableRawPointer(layout).assumingMemoryBound(to: GObject.self),
            customLayoutKey, box.retainedForGLib(), releaseClosureBox)
        gtk_widget_set_layout_manager(widget, layout)
    }

    /// Gives this widget, a child of one with a custom layout, the rectangle
    /// at (`x`, `y`) of `width` by `height` pixels in its parent, from its
    /// parent's `allocate`; it aligns itself in it by its own alignment and margins.
    public func place(x: Int, y: Int, width: Int, height: Int, baseline: Int = -1) {
        var allocation = GtkAllocation(
            x: Int32(x), y: Int32(y), width: Int32(width), height: Int32(height))
        gtk_widget_size_allocate(widget, &allocation, Int32(baseline))
    }
}

private let customLayoutKey = "gtkhooks-custom-layout"

/// The closures of the custom layout of `widget`, if it has one.
private func customLayoutClosures(of widget: UnsafeMutablePointer<GtkWidget>?)
    -> ClosureBox<CustomLayoutClosures>?
{
    guard let widget, let layout = gtk_widget_get_layout_manager(widget),
        let data = g_object_get_data(
            UnsafeMutableRawPointer(layout).assumingMemoryBound(to: GObject.self),
            customLayoutKey)
    else { return nil }
    return ClosureBox<CustomLayoutClosures>.from(data)
}

private let customLayoutMeasure: GtkCustomMeasureFunc = {
    widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
    minimumBaseline?.pointee = -1
    naturalBaseline?.pointee = -1
    guard let box = customLayoutClosures(of: widget) else { return }
    let axis: Orientation = orientation == GTK_ORIENTATION_HORIZONTAL ? .horizontal : .vertical
    let sizes = MainActor.assumeIsolated { box.body.measure(axis, Int(forSize)) }
    minimum?.pointee = Int32(sizes.minimum)
    natural?.pointee = Int32(sizes.natural)
}

private let customLayoutAllocate: GtkCustomAllocateFunc = { widget, width, height, baseline in
    guard let box = customLayoutClosures(of: widget) else { return }
    MainActor.assumeIsolated { box.body.allocate(Int(width), Int(height), Int(baseline)) }
}
