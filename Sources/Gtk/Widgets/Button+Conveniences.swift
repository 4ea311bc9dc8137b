import CGtk

/// A push button (`GtkButton`) with a text label, an icon or a child widget.
///
/// ```swift
/// let button = Button("Start")
/// button.onClicked { print("clicked") }
/// ```
@MainActor
extension Button {
    /// A button labelled `label`; without one, an empty button that gets its
    /// label, icon or child later, so GTK makes that one child only.
    public convenience init(_ label: String? = nil) {
        self.init(sinking: label.map { gtk_button_new_with_label($0) } ?? gtk_button_new())
        checkMade(by: Button.self, "(_:)")
    }

    private var button: UnsafeMutablePointer<GtkButton> { cast(pointer) }

    /// The button's text label, or nil when it shows an icon or a child.
    public var label: String? {
        get { gtk_button_get_label(button).map { String(cString: $0) } }
        set {
            guard let newValue else { return gtk_button_set_label(button, nil) }
            withCString(newValue) { gtk_button_set_label(button, $0) }
        }
    }

    /// Shows the named icon, such as `window-close-symbolic`, instead of the label.
    public func setIconName(_ name: String) {
        withCString(name) { gtk_button_set_icon_name(button, $0) }
    }

    /// The child shown inside the button in place of a label.
    public var child: Widget? {
        get { attachments["child"] as? Widget }
        set {
            attachments["child"] = newValue
            gtk_button_set_child(button, newValue?.widget)
        }
    }

    /// Emits `clicked` now, as a completed click does. (``Widget/activate()``
    /// on a button clicks only after a short press animation, and only in a
    /// realized window.)
    public func click() {
        gtkhooks_signal_emit_action(pointer, "clicked")
    }
}
