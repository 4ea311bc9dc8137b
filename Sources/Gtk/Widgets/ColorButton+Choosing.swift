import CGtk

@MainActor
extension ColorButton {
    /// Sets `color` and emits `color-set`, as GTK's color chooser dialog does
    /// when a person accepts a color in it; for tests, which cannot drive that
    /// dialog (a window of its own) through the button.
    public func choose(_ color: RGBA) {
        rgba = color
        gtkhooks_signal_emit_action(pointer, "color-set")
    }
}
