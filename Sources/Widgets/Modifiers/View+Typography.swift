import Reconciler

// SwiftUI's typography modifiers. Each sets a field of the topmost widgets'
// `modifiers.appearance`; the host writes it as CSS, which the widgets
// inside inherit unless they set their own.

extension View {
    /// Shows the text of this view and of the views inside it in `font`; an
    /// inner `.font` wins, as does an inner `.font` on the same view.
    ///
    /// ```swift
    /// VStack {
    ///     Text("Trips")            // title
    ///     Text("3 planned").font(.caption)
    /// }
    /// .font(.title)
    /// ```
    ///
    /// Text styles map to GNOME's type scale (``TextStyle``); a nil field of
    /// the font keeps the inherited one.
    public func font(_ font: Font?) -> ModifiedView<Self, WidgetModifier> {
        modifiers { modifiers in
            if modifiers.appearance.font == nil { modifiers.appearance.font = font }
        }
    }

    /// Shows the text of this view and of the views inside it bold (or not,
    /// given false): `.fontWeight(.bold)`.
    public func bold(_ isActive: Bool = true) -> ModifiedView<Self, WidgetModifier> {
        modifiers { if isActive { $0.fontWeight = .bold } }
    }

    /// Shows the text of this view and of the views inside it slanted (or
    /// not, given false).
    public func italic(_ isActive: Bool = true) -> ModifiedView<Self, WidgetModifier> {
        modifiers { if isActive { $0.appearance.isItalic = true } }
    }

    /// Shows the text of this view and of the views inside it in fixed-width
    /// letters (GNOME's `monospace` class), or not, given false.
    public func monospaced(_ isActive: Bool = true) -> ModifiedView<Self, WidgetModifier> {
        modifiers { if isActive { $0.appearance.isMonospaced = true } }
    }
}
