import Hooks
import Reconciler

/// What a ``Label`` shows: its title, its icon or both.
///
/// Set for every label below a view with `.labelStyle(_:)`. Whatever is
/// shown, the title stays the label's accessible name, so an icon-only label
/// is still read out by its title.
public enum LabelStyle: Sendable, Hashable {
    /// The icon before the title, the default.
    case titleAndIcon
    /// The title alone.
    case titleOnly
    /// The icon alone; the title is still the accessible name.
    case iconOnly

    /// The default: the icon before the title.
    public static var automatic: LabelStyle { .titleAndIcon }

    /// Whether the title is drawn.
    public var showsTitle: Bool { self != .iconOnly }
    /// Whether the icon is drawn.
    public var showsIcon: Bool { self != .titleOnly }
}

private struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: LabelStyle { .automatic }
}

extension EnvironmentValues {
    /// What the labels below show, set by `.labelStyle(_:)`.
    public var labelStyle: LabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Shows the title, the icon or both of every ``Label`` below; the
    /// nearest one to a label wins.
    ///
    /// ```swift
    /// HStack { Label("Bold", icon: "format-text-bold-symbolic") }.labelStyle(.iconOnly)
    /// ```
    public func labelStyle(_ style: LabelStyle) -> EnvironmentWriter<Self> {
        environment(\.labelStyle, style)
    }
}
