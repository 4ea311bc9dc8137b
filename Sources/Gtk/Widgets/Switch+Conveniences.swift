import CGtk

/// An on/off switch (`GtkSwitch`).
@MainActor
extension Switch {
    private var toggle: OpaquePointer { cast(pointer) }

    /// Whether the switch is on; setting it notifies `active`.
    public var isActive: Bool {
        get { gtk_switch_get_active(toggle) != 0 }
        set { gtk_switch_set_active(toggle, newValue ? 1 : 0) }
    }

    /// Calls `handler` after every change of ``isActive``; a later call swaps it.
    @discardableResult
    public func onToggled(
        _ handler: @escaping @MainActor () -> Void
    ) -> SignalConnection<@MainActor () -> Void> {
        onNotify("active", handler)
    }
}
