import Reconciler

/// Progress: a bar for a known fraction, a spinner when it is unknown.
///
/// ```swift
/// ProgressView(value: 0.4)
/// ProgressView()  // spinner
/// ```
public struct ProgressView: Widget, ToolkitWidget {
    /// The accessible role: progress.
    public static var role: WidgetRole { .progress }

    /// The fraction done (0...1), or `nil` for a spinner.
    public var value: Double?
    /// Common modifiers.
    public var modifiers = WidgetModifiers()

    /// A bar at `value` (0...1), or a spinner when `value` is `nil`.
    @inlinable public init(value: Double? = nil) {
        self.value = value
    }
}
