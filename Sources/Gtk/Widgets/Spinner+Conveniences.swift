import CGtk

/// A spinning indicator of work without a known end (`GtkSpinner`).
@MainActor
extension Spinner {
    /// A spinner that spins.
    public convenience init() {
        self.init(sinking: gtk_spinner_new())
        isSpinning = true
    }

    /// Whether the spinner turns.
    public var isSpinning: Bool {
        get { gtk_spinner_get_spinning(gtkhooks_spinner(pointer)) != 0 }
        set { gtk_spinner_set_spinning(gtkhooks_spinner(pointer), newValue ? 1 : 0) }
    }
}
