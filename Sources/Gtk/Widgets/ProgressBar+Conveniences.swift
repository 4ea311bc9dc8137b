import CGtk

/// A bar showing how much of a task is done (`GtkProgressBar`).
@MainActor
extension ProgressBar {
    /// An empty progress bar.
    public convenience init() {
        self.init(sinking: gtk_progress_bar_new())
    }

    private var bar: OpaquePointer { cast(pointer) }

    /// The part done, from 0 to 1.
    public var fraction: Double {
        get { gtk_progress_bar_get_fraction(bar) }
        set { gtk_progress_bar_set_fraction(bar, min(max(newValue, 0), 1)) }
    }
}

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
