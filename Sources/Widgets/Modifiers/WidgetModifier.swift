import Reconciler

/// One change to `WidgetModifiers`, applied to the topmost widgets of a view.
public struct WidgetModifier: PrimitiveModifier {
    let change: @MainActor (inout WidgetModifiers) -> Void

    /// A modifier that applies `change` to a widget's modifiers.
    public init(_ change: @escaping @MainActor (inout WidgetModifiers) -> Void) {
        self.change = change
    }

    /// Returns `widget` with the change applied; primitives that are not
    /// `Widget`s are returned unchanged.
    public func apply(to widget: any PrimitiveView) -> any PrimitiveView {
        guard let widget = widget as? any Widget else { return widget }
        return changed(widget)
    }

    private func changed<W: Widget>(_ widget: W) -> W {
        var widget = widget
        change(&widget.modifiers)
        return widget
    }
}

extension View {
    /// Applies `change` to the modifiers of the widgets this view renders to.
    public func modifiers(
        _ change: @escaping @MainActor (inout WidgetModifiers) -> Void
    ) -> ModifiedView<Self, WidgetModifier> {
        ModifiedView(content: self, modifier: WidgetModifier(change))
    }
}
