import CGtk

/// A number with increment and decrement buttons (`GtkSpinButton`).
@MainActor
extension SpinButton {
    /// A spin button from `minimum` to `maximum` moving by `step`.
    public convenience init(minimum: Double, maximum: Double, step: Double) {
        self.init(
            sinking: gtk_spin_button_new_with_range(minimum, max(maximum, minimum + step), step))
    }

    private var spin: OpaquePointer { cast(pointer) }

    /// Sets the lowest and highest values.
    public func setRange(minimum: Double, maximum: Double) {
        gtk_spin_button_set_range(spin, minimum, maximum)
    }

    /// Sets how far one click moves the value.
    public func setIncrement(_ step: Double) {
        gtk_spin_button_set_increments(spin, step, step * 10)
    }

    /// Clicks the increment button `count` times (negative: decrement), as a person would.
    public func spin(by count: Int) {
        let direction = count >= 0 ? GTK_SPIN_STEP_FORWARD : GTK_SPIN_STEP_BACKWARD
        for _ in 0..<abs(count) { gtk_spin_button_spin(spin, direction, 0) }
    }
}
