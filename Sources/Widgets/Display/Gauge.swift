import Reconciler

/// A level within a range, such as a battery's charge: a bar under its label.
///
/// ```swift
/// Gauge(value: battery, in: 0...1) { Text("Battery") }
/// Gauge(value: battery) {
///     Text("Battery")
/// } currentValueLabel: {
///     Text("\(Int(battery * 100)) %")
/// }
/// ```
///
/// The label is shown above the bar at the start, the current value label at
/// the end; a `Text` label is also the gauge's accessible name. A value
/// outside the range is shown at its nearer end.
public struct Gauge: Widget, ToolkitWidget {
    /// The accessible role: a gauge.
    public static var role: WidgetRole { .gauge }

    /// The level shown.
    public var value: Double
    /// The range the bar spans.
    public var bounds: ClosedRange<Double>
    /// The label's string when the label is a `Text`: the accessible name.
    public var title: String?
    /// Common modifiers.
    public var modifiers = WidgetModifiers()
    /// The row above the bar: the label, then the current value label.
    public var content: Element

    /// A gauge at `value` within `bounds`, named by `label`.
    @inlinable public init<Label: View>(
        value: Double, in bounds: ClosedRange<Double> = 0...1, @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, in: bounds, label: label) { EmptyView() }
    }

    /// A gauge at `value` within `bounds`, named by `label`, with
    /// `currentValueLabel` at the end of the row above the bar.
    @inlinable public init<Label: View, CurrentValueLabel: View>(
        value: Double, in bounds: ClosedRange<Double> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.value = value
        self.bounds = bounds
        let label = label()
        title = (label as? Text)?.string
        content = Element(
            HStack(spacing: 8) {
                label
                Spacer()
                currentValueLabel()
            })
    }

    /// The label's string, if it is a `Text`.
    public var text: String? { title }

    /// The value moved into the range; the lower bound for a value that is no number.
    public var shownValue: Double {
        guard value.isFinite else { return bounds.lowerBound }
        return min(bounds.upperBound, max(bounds.lowerBound, value))
    }
}
