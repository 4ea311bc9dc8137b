import Hooks
import Reconciler

/// An integer with increment and decrement buttons (a GTK spin button).
///
/// ```swift
/// Stepper("Copies", value: copies, in: 1...99)
/// ```
public struct Stepper: Widget, ToolkitWidget, Adjustable {
    /// The accessible role: a stepper.
    public static var role: WidgetRole { .stepper }

    /// The label beside it.
    public var title: String
    /// The current value.
    public var value: Int
    /// The smallest value.
    public var minimum: Int
    /// The largest value.
    public var maximum: Int
    /// The increment of one click.
    public var step: Int
    /// Called with the new value when the user changes it.
    public var onChange: @MainActor (Int) -> Void
    /// Common modifiers.
    public var modifiers = WidgetModifiers()

    /// A stepper labelled `title` over `range` showing and setting `value`.
    @inlinable public init(
        _ title: String, value: Binding<Int>, in range: ClosedRange<Int> = 0...100, step: Int = 1
    ) {
        self.title = title
        self.value = value.wrappedValue
        minimum = range.lowerBound
        maximum = range.upperBound
        self.step = step
        onChange = { value.wrappedValue = $0 }
    }

    /// The label.
    public var text: String? { title }

    /// Sets the value, rounded and clamped to the range.
    public func adjust(to value: Double) {
        let nearest = Int(value >= 0 ? value + 0.5 : value - 0.5)
        onChange(min(max(nearest, minimum), maximum))
    }
}
