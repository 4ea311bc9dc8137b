import Reconciler

// SwiftUI's appearance modifiers, on the topmost widgets of a view.

extension View {
    /// Draws this view and what is inside it with `opacity`, from 0
    /// (invisible, still taking its space and input) to 1 (opaque).
    ///
    /// Values outside 0...1 are clamped; a value that is not a number is
    /// ignored with a warning naming the view.
    public func opacity(_ opacity: Double) -> ModifiedView<Self, WidgetModifier> {
        modifiers { $0.appearance.opacity = opacity }
    }

    /// Hides this view: it takes no space and gets no input until the
    /// modifier goes.
    ///
    /// SwiftUI keeps a hidden view's space; GTK 4.8 cannot, so
    /// use `.opacity(0)` to keep it.
    public func hidden(_ isHidden: Bool = true) -> ModifiedView<Self, WidgetModifier> {
        modifiers { if isHidden { $0.appearance.isHidden = true } }
    }

    /// Shows `text` when the pointer rests on the view (its tooltip).
    ///
    /// ```swift
    /// Button("Sync") { sync() }.help("Send the changes to the server")
    /// ```
    public func help(_ text: String) -> ModifiedView<Self, WidgetModifier> {
        modifiers { $0.tooltip = text }
    }

    /// Sets the color of the text of this view and of the views inside it.
    ///
    /// A theme color (`Color(.accent)`, `Color(.secondaryLabel)`) follows the
    /// color scheme. SwiftUI's name for `foregroundColor(_:)`; on a
    /// `Text`, `Text.foregroundStyle(_:)` colors its runs instead.
    public func foregroundStyle(_ color: Color) -> ModifiedView<Self, WidgetModifier> {
        modifiers { $0.foregroundColor = color }
    }

    /// Sets the accent color of the controls inside this view.
    ///
    /// It colors suggested buttons, checks, switches, sliders, progress bars,
    /// links and selected text. An inner `.tint` on the same view wins. On
    /// GTK, of two tints nested in one another the one whose rules come
    /// later in the style sheet shows, not always the inner one.
    public func tint(_ color: Color?) -> ModifiedView<Self, WidgetModifier> {
        modifiers { modifiers in
            if modifiers.appearance.tint == nil { modifiers.appearance.tint = color }
        }
    }

    /// Sets the size of the controls inside this view.
    ///
    /// See ``ControlSize`` for how GTK shows each. An inner `.controlSize` on
    /// the same view wins.
    public func controlSize(_ size: ControlSize) -> ModifiedView<Self, WidgetModifier> {
        modifiers { modifiers in
            if modifiers.appearance.controlSize == nil { modifiers.appearance.controlSize = size }
        }
    }
}
