import CGtk

/// A check box with a label (`GtkCheckButton`).
@MainActor
extension CheckButton {
    /// A check box labelled `label`.
    public convenience init(_ label: String = "") {
        self.init(sinking: gtk_check_button_new_with_label(label))
    }

    private var check: UnsafeMutablePointer<GtkCheckButton> { cast(pointer) }

    /// The label beside the box.
    public var label: String {
        get { gtk_check_button_get_label(check).map { String(cString: $0) } ?? "" }
        set { gtk_check_button_set_label(check, newValue) }
    }

    /// Whether the box is checked; setting it emits `toggled`.
    public var isActive: Bool {
        get { gtk_check_button_get_active(check) != 0 }
        set { gtk_check_button_set_active(check, newValue ? 1 : 0) }
    }
}
