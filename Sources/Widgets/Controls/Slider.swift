import Hooks
import Reconciler

/// A continuous value on a track, bound to a `Double`.
///
/// ```swift
/// Slider(value: volume, in: 0...100, step: 1)
/// ```
public struct Slider: Widget, ToolkitWidget, Adjustable {
    /// The accessible role: a slider.
    public static var role: WidgetRole { .slider }

    /// The current value.
    public var value: Double
    /// The smallest value.
    public var minimum: Double
    /// The largest value.
    public var maximum: Double
    /// The increment of arrow keys, or `nil` for continuous values.
    public var step: Double?
    /// Called with the new value when the user moves the slider.
    public var onChange: @MainActor (Double) -> Void
    /// Common modifiers.
    public var modifiers = WidgetModifiers()

    /// A slider over `range` showing and setting `value`.
    @inlinable public init(
        value: Binding<Double>, in range: ClosedRange<Double> = 0...1, step: Double? = nil
    ) {
        self.value = value.wrappedValue
        minimum = range.lowerBound
        maximum = range.upperBound
        self.step = step
        onChange = { value.wrappedValue = $0 }
    }

    /// Sets the value, clamped to the range, as dragging would.
    public func adjust(to value: Double) { onChange(min(max(value, minimum), maximum)) }
}
