import GtkHooks

/// What the user chose: follow the desktop, or a fixed scheme.
nonisolated enum SchemeChoice: Hashable {
    case system
    case fixed(ColorScheme)

    /// The scheme to show when the desktop prefers `desktop`.
    func resolved(desktop: ColorScheme) -> ColorScheme {
        switch self {
        case .system: desktop
        case .fixed(let scheme): scheme
        }
    }
}
