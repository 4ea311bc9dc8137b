import Reconciler

extension View {
    /// Activates the buttons this view renders to when `key` is pressed with
    /// `modifiers` (Ctrl by default) anywhere in their window.
    ///
    /// ```swift
    /// Button("Save") { save() }.keyboardShortcut("s")
    /// Button("Find next") { next() }.keyboardShortcut("g", modifiers: [.command, .shift])
    /// ```
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)
        -> ModifiedView<Self, TypedWidgetModifier<Button>>
    {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }
}
