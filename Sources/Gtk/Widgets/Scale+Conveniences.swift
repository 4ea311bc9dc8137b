import CGtk

/// A slider over a range of numbers (`GtkScale`).
@MainActor
extension Scale {
    /// A horizontal slider from `minimum` to `maximum` moving by `step`.
    public convenience init(minimum: Double, maximum: Double, step: Double) {
        self.init(
            sinking: gtk_scale_new_with_range(
                GTK_ORIENTATION_HORIZONTAL, minimum, max(maximum, minimum + step), step))
    }

    private var range: UnsafeMutablePointer<GtkRange> { cast(pointer) }

    /// The current value; setting it emits `value-changed`.
    public var value: Double {
        get { gtk_range_get_value(range) }
        set { gtk_range_set_value(range, newValue) }
    }

    /// Sets the lowest and highest values.
    public func setRange(minimum: Double, maximum: Double) {
        gtk_range_set_range(range, minimum, maximum)
    }

    /// Sets how far the keyboard moves the slider.
    public func setIncrement(_ step: Double) {
        gtk_range_set_increments(range, step, step * 10)
    }
}
