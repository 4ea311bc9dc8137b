import CGtk

/// The priority of a GLib source: lower values run first.
///
/// GTK's own work sits between the idle priorities: layout at
/// ``resize`` (110) and painting at ``redraw`` (120), so an idle source at
/// ``highIdle`` lands before the next frame and one at ``defaultIdle`` after it.
public struct Priority: Comparable, Hashable, Sendable {
    /// The GLib priority value.
    public let rawValue: Int32

    /// A priority with the GLib value `rawValue`.
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// `G_PRIORITY_HIGH` (-100): before everything else.
    public static let high = Priority(rawValue: gtkhooks_priority_high)
    /// `G_PRIORITY_DEFAULT` (0): timeouts and input events.
    public static let `default` = Priority(rawValue: gtkhooks_priority_default)
    /// `G_PRIORITY_HIGH_IDLE` (100): idle work that must land before layout and paint.
    public static let highIdle = Priority(rawValue: gtkhooks_priority_high_idle)
    /// `GTK_PRIORITY_RESIZE` (110, `G_PRIORITY_HIGH_IDLE + 10`): where GTK lays out.
    public static let resize = Priority(rawValue: gtkhooks_priority_high_idle + 10)
    /// `GDK_PRIORITY_REDRAW` (120): where GTK paints.
    public static let redraw = Priority(rawValue: gtkhooks_priority_redraw)
    /// `G_PRIORITY_DEFAULT_IDLE` (200): idle work after the frame is painted.
    public static let defaultIdle = Priority(rawValue: gtkhooks_priority_default_idle)
    /// `G_PRIORITY_LOW` (300): background work.
    public static let low = Priority(rawValue: gtkhooks_priority_low)

    /// Orders priorities as GLib runs them: lower values first.
    public static func < (lhs: Priority, rhs: Priority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
