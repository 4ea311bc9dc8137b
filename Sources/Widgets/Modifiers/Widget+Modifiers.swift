import Reconciler

// The common modifiers again, for a widget: the change is applied to the
// widget's own modifiers where the view is made, compiled for its type. The
// `View` forms would box the widget, look its type up and unbox it again.
// Same results and same return types as the `View` forms. Overloads rather
// than a branch in the `View` forms: code generic over `View` cannot tell a
// widget apart without a run-time cast, which would cost what this saves.

extension Widget {
    /// Adds `length` pixels of space on `edges` (GTK margins).
    @inlinable public consuming func padding(
        _ edges: Edges = .all, _ length: Int = 8
    ) -> ModifiedView<Self, WidgetModifier> {
        applied(.padding(edges: edges.rawValue, length: length))
    }

    /// Adds `length` pixels of space on every side.
    @inlinable public consuming func padding(_ length: Int) -> ModifiedView<Self, WidgetModifier> {
        padding(.all, length)
    }

    /// Requests a size in pixels (GTK size request); `nil` keeps the natural size.
    @inlinable public consuming func frame(
        width: Int? = nil, height: Int? = nil
    ) -> ModifiedView<Self, WidgetModifier> {
        applied(.frame(width: width, height: height))
    }

    /// Makes the widget take extra space along the axes given true, or not
    /// along those given false; an axis given nil (by default the vertical
    /// one) is left to GTK, which expands a widget there when one of its
    /// children expands.
    @inlinable public consuming func expand(
        horizontally: Bool? = true, vertically: Bool? = nil
    ) -> ModifiedView<Self, WidgetModifier> {
        applied(.expand(horizontally: horizontally, vertically: vertically))
    }

    /// Places the widget in the space it gets.
    @inlinable public consuming func alignment(
        horizontal: Alignment? = nil, vertical: Alignment? = nil
    ) -> ModifiedView<Self, WidgetModifier> {
        applied(.alignment(horizontal: horizontal, vertical: vertical))
    }

    /// Adds a style class of the app's CSS (`danger`, `badge`, `headline`, ...).
    @inlinable public consuming func cssClass(
        _ name: String
    ) -> ModifiedView<Self, WidgetModifier> {
        applied(.cssClass(name))
    }

    /// Adds the style class `name` only while `condition` holds.
    @inlinable public consuming func cssClass(
        _ name: String, when condition: Bool
    ) -> ModifiedView<Self, WidgetModifier> {
        applied(condition ? .cssClass(name) : .nothing)
    }

    /// Makes the widget ignore input and look inactive when `disabled` is true.
    @inlinable public consuming func disabled(
        _ disabled: Bool = true
    ) -> ModifiedView<Self, WidgetModifier> {
        applied(.disabled(disabled))
    }

    /// This widget with `change` applied to its modifiers.
    @inlinable consuming func applied(
        _ change: ModifierChange
    ) -> ModifiedView<Self, WidgetModifier> {
        if case .nothing = change { return ModifiedView(applied: self) }
        modifiers.apply(WidgetModifier(change))
        return ModifiedView(applied: self)
    }
}
