import CGtk

/// A widget that implements `GtkEditable`: what ``Entry`` and
/// ``PasswordEntry`` share.
///
/// Setting ``text`` from code emits `changed` like typing does; wrap it in
/// ``Object/withHandlersBlocked(_:)`` to keep it from echoing back.
@MainActor
public protocol EditableWidget: Widget {
    /// The hint shown while the field is empty.
    var placeholder: String? { get set }
}

extension EditableWidget {
    var editable: OpaquePointer { gtkhooks_editable(pointer) }

    /// The text in the field.
    public var text: String {
        get { String(cString: gtk_editable_get_text(editable)) }
        set { gtk_editable_set_text(editable, newValue) }
    }

    /// Calls `handler` after every change of the text; a later call swaps it.
    @discardableResult
    public func onChanged(
        _ handler: @escaping @MainActor () -> Void
    ) -> SignalConnection<@MainActor () -> Void> {
        connectAction("changed", handler)
    }

    /// Emits `activate` now, as pressing Enter in the field does.
    public func submit() {
        gtkhooks_signal_emit_action(pointer, "activate")
    }

    /// Calls `handler` when the user presses Enter; a later call swaps it.
    @discardableResult
    public func onActivate(
        _ handler: @escaping @MainActor () -> Void
    ) -> SignalConnection<@MainActor () -> Void> {
        connectAction("activate", handler)
    }
}
