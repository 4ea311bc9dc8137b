import CGtk

/// A drop-down choice among strings (`GtkDropDown` over a `GtkStringList`).
@MainActor
extension DropDown {
    /// The marker of "nothing selected" (`GTK_INVALID_LIST_POSITION`).
    public static let noSelection = Int(UInt32.max)

    /// A drop-down offering `options`.
    public convenience init(options: [String]) {
        self.init(sinking: gtk_drop_down_new(nil, nil))
        self.options = options
    }

    private var dropDown: OpaquePointer { cast(pointer) }

    /// The strings offered; setting them replaces the model.
    public var options: [String] {
        get { attachments["options"] as? [String] ?? [] }
        set {
            attachments["options"] = newValue
            let list = gtk_string_list_new(nil)
            for option in newValue { gtk_string_list_append(list, option) }
            gtk_drop_down_set_model(dropDown, gtkhooks_list_model(UnsafeMutableRawPointer(list)))
            g_object_unref(UnsafeMutableRawPointer(list))
        }
    }

    /// The index of the selected option, or nil; setting it notifies `selected`.
    public var selectedIndex: Int? {
        get {
            let selected = Int(gtk_drop_down_get_selected(dropDown))
            return selected == Self.noSelection ? nil : selected
        }
        set { gtk_drop_down_set_selected(dropDown, guint(newValue ?? Self.noSelection)) }
    }

    /// Calls `handler` after every change of ``selectedIndex``; a later call swaps it.
    @discardableResult
    public func onSelected(
        _ handler: @escaping @MainActor () -> Void
    ) -> SignalConnection<@MainActor () -> Void> {
        onNotify("selected", handler)
    }
}
