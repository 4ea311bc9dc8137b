import CGtk

/// When a ``ScrolledWindow`` shows a scrollbar (`GtkPolicyType`).
public enum ScrollbarPolicy: Sendable {
    /// Always shown.
    case always
    /// Shown when the content is larger than the view.
    case automatic
    /// Never shown, but the content still scrolls.
    case external
    /// Never shown, and the view grows to the content in that direction.
    case never

    var gtk: GtkPolicyType {
        switch self {
        case .always: GTK_POLICY_ALWAYS
        case .automatic: GTK_POLICY_AUTOMATIC
        case .external: GTK_POLICY_EXTERNAL
        case .never: GTK_POLICY_NEVER
        }
    }
}

/// A view that scrolls its one child (`GtkScrolledWindow`).
@MainActor
extension ScrolledWindow {
    /// An empty scrolled window with automatic scrollbars.
    public convenience init() {
        self.init(sinking: gtk_scrolled_window_new())
        _ = Self.releasesSettingsHandlers
    }

    /// GTK 4.8 leaves a handler on the GtkSettings for each scrolled window
    /// ever realized (see `gtkhooks_scrolled_window_unrealize`); installed once
    /// the class exists, for every GtkScrolledWindow.
    private static let releasesSettingsHandlers: Void =
        gtkhooks_release_scrolled_window_settings_handlers()

    private var scrolled: OpaquePointer { cast(pointer) }

    /// The scrolled content.
    public var child: Widget? {
        get { attachments["child"] as? Widget }
        set {
            attachments["child"] = newValue
            gtk_scrolled_window_set_child(scrolled, newValue?.widget)
        }
    }

    /// Sets when each scrollbar is shown.
    public func setPolicy(horizontal: ScrollbarPolicy, vertical: ScrollbarPolicy) {
        gtk_scrolled_window_set_policy(scrolled, horizontal.gtk, vertical.gtk)
    }

    /// Whether the view asks for its content's natural height (up to any maximum).
    public var propagatesNaturalHeight: Bool {
        get { gtk_scrolled_window_get_propagate_natural_height(scrolled) != 0 }
        set { gtk_scrolled_window_set_propagate_natural_height(scrolled, newValue ? 1 : 0) }
    }
}
