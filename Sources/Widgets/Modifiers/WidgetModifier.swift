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

/// A change to the props of one widget type, applied to the topmost widgets
/// of that type a view renders to; widgets of other types are unchanged.
///
/// It lets a widget's own modifiers (`toggleStyle`, `keyboardShortcut`) follow
/// the common ones in any order: `Toggle(...).padding().toggleStyle(.checkbox)`.
public struct TypedWidgetModifier<Target: PrimitiveView>: PrimitiveModifier {
    let change: @MainActor (inout Target) -> Void

    /// A modifier that applies `change` to widgets of type `Target`.
    public init(_ change: @escaping @MainActor (inout Target) -> Void) {
        self.change = change
    }

    /// Returns `widget` changed if it is a `Target`, else unchanged.
    public func apply(to widget: any PrimitiveView) -> any PrimitiveView {
        guard var target = widget as? Target else { return widget }
        change(&target)
        return target
    }
}

extension View {
    /// Shows the toggles this view renders to as `style`.
    public func toggleStyle(_ style: Toggle.Style) -> ModifiedView<
        Self, TypedWidgetModifier<Toggle>
    > {
        ModifiedView(content: self, modifier: TypedWidgetModifier { $0.style = style })
    }

    /// Activates the buttons this view renders to with `shortcut`.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> ModifiedView<
        Self, TypedWidgetModifier<Button>
    > {
        ModifiedView(content: self, modifier: TypedWidgetModifier { $0.shortcut = shortcut })
    }
}
