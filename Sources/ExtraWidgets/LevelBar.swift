import Reconciler
import Widgets

extension WidgetRole {
    /// A level within a range, shown and not set (`GtkLevelBar`, a meter).
    public static let levelBar = WidgetRole("levelBar")
}

/// A level within a range, such as a battery charge or a password's strength
/// (`GtkLevelBar`).
///
/// ```swift
/// LevelBar(value: 0.4)
/// ```
public struct LevelBar: Widget {
    /// The accessible role: a level bar.
    public static var role: WidgetRole { .levelBar }

    /// The level, within `minimum...maximum`.
    public var value: Double
    /// The lowest level.
    public var minimum: Double
    /// The highest level.
    public var maximum: Double
    /// Common modifiers.
    public var modifiers = WidgetModifiers()

    /// A bar at `value` of `range`.
    public init(value: Double, in range: ClosedRange<Double> = 0...1) {
        self.value = value
        minimum = range.lowerBound
        maximum = range.upperBound
    }
}
