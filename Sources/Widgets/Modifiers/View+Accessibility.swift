import Reconciler

// The accessibility modifiers beside `.accessibilityLabel`: each sets a field
// of `WidgetModifiers.accessibility` on the topmost widgets of the view.

extension View {
    /// Tells assistive technologies what happens when the widget is used,
    /// read after its name (GTK's accessible description).
    ///
    /// ```swift
    /// Button("Send") { send() }.accessibilityHint("Sends the message to every recipient")
    /// ```
    @inlinable public func accessibilityHint(_ hint: String) -> ModifiedView<Self, WidgetModifier> {
        modifiers { $0.accessibility.hint = hint }
    }

    /// Gives the widget's value as text, read instead of a raw number or state.
    ///
    /// ```swift
    /// Slider(value: volume, in: 0...1).accessibilityValue("\(Int(volume.wrappedValue * 100)) percent")
    /// ```
    @inlinable public func accessibilityValue(_ value: String) -> ModifiedView<Self, WidgetModifier>
    {
        modifiers { $0.accessibility.value = value }
    }

    /// Hides the widget and its subtree from assistive technologies when
    /// `hidden` is true; it stays on screen (for decoration).
    @inlinable public func accessibilityHidden(_ hidden: Bool) -> ModifiedView<Self, WidgetModifier>
    {
        modifiers { $0.accessibility.isHidden = hidden }
    }

    /// Adds `traits`, such as `.isHeader` on a section title.
    ///
    /// On GTK 4.8 a widget's role is fixed when it is made, so a header
    /// keeps its role and gets the accessible heading level 1; `TestHost`
    /// queries read the trait itself (see CONTRIBUTING).
    @inlinable public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedView<
        Self, WidgetModifier
    > {
        modifiers { $0.accessibility.traits.formUnion(traits) }
    }
}
