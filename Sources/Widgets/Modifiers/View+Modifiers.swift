import Hooks
import Reconciler

// The common modifiers. Each one sets a field of `WidgetModifiers` on the
// topmost widgets of the view; on a widget it applies at once.

extension View {
    /// Adds `length` pixels of space on `edges` (GTK margins).
    ///
    /// ```swift
    /// Text("Hello").padding(12)
    /// ```
    @inlinable public func padding(_ edges: Edges = .all, _ length: Int = 8) -> ModifiedView<
        Self, WidgetModifier
    > {
        modifiers(.padding(edges: edges.rawValue, length: length))
    }

    /// Adds `length` pixels of space on every side.
    @inlinable public func padding(_ length: Int) -> ModifiedView<Self, WidgetModifier> {
        padding(.all, length)
    }

    /// Requests a size in pixels (GTK size request); `nil` keeps the natural size.
    @inlinable public func frame(width: Int? = nil, height: Int? = nil) -> ModifiedView<
        Self, WidgetModifier
    > {
        modifiers(.frame(width: width, height: height))
    }

    /// Makes the widget take extra space along the axes given true, or not
    /// along those given false; an axis given nil (by default the vertical
    /// one) is left to GTK, which expands a widget there when one of its
    /// children expands.
    @inlinable public func expand(horizontally: Bool? = true, vertically: Bool? = nil)
        -> ModifiedView<Self, WidgetModifier>
    {
        modifiers(.expand(horizontally: horizontally, vertically: vertically))
    }

    /// Places the widget in the space it gets.
    @inlinable public func alignment(horizontal: Alignment? = nil, vertical: Alignment? = nil)
        -> ModifiedView<Self, WidgetModifier>
    {
        modifiers(.alignment(horizontal: horizontal, vertical: vertical))
    }

    /// Adds a style class of the app's CSS (`danger`, `badge`, `headline`, ...).
    @inlinable public func cssClass(_ name: String) -> ModifiedView<Self, WidgetModifier> {
        modifiers(.cssClass(name))
    }

    /// Adds the style class `name` only while `condition` holds.
    ///
    /// ```swift
    /// RowView(row: row).cssClass("danger", when: row.id == selected)
    /// ```
    @inlinable public func cssClass(_ name: String, when condition: Bool) -> ModifiedView<
        Self, WidgetModifier
    > {
        modifiers(condition ? .cssClass(name) : .nothing)
    }

    /// Makes the widget ignore input and look inactive when `disabled` is true.
    @inlinable public func disabled(_ disabled: Bool = true) -> ModifiedView<Self, WidgetModifier> {
        modifiers(.disabled(disabled))
    }

    /// Shows `text` when the pointer rests on the widget.
    @inlinable public func tooltip(_ text: String) -> ModifiedView<Self, WidgetModifier> {
        modifiers { $0.tooltip = text }
    }

    /// Names the widget for assistive technologies and `TestHost` queries.
    @inlinable public func accessibilityLabel(_ label: String) -> ModifiedView<Self, WidgetModifier>
    {
        modifiers { $0.accessibilityLabel = label }
    }

    /// Sets the weight of the widget's text.
    @inlinable public func fontWeight(_ weight: FontWeight) -> ModifiedView<Self, WidgetModifier> {
        modifiers { $0.fontWeight = weight }
    }

    /// Sets the size of the widget's text, in points.
    @inlinable public func fontSize(_ size: Double) -> ModifiedView<Self, WidgetModifier> {
        modifiers { $0.fontSize = size }
    }

    /// Sets the color of the widget's text.
    @inlinable public func foregroundColor(_ color: Color) -> ModifiedView<Self, WidgetModifier> {
        modifiers { $0.foregroundColor = color }
    }

    /// Sets the color behind the widget.
    @inlinable public func background(_ color: Color) -> ModifiedView<Self, WidgetModifier> {
        modifiers { $0.background = color }
    }
}

extension View {
    /// Sets the color scheme of this subtree: `useEnvironment(\.colorScheme)`
    /// reads it below, and the topmost widgets carry it in
    /// `modifiers.colorScheme` so the host restyles them (SEMANTICS C4, G3).
    ///
    /// ```swift
    /// ContentView().colorScheme(.dark)
    /// ```
    public func colorScheme(_ colorScheme: ColorScheme) -> ModifiedView<
        EnvironmentWriter<Self>, WidgetModifier
    > {
        environment(\.colorScheme, colorScheme).modifiers { $0.colorScheme = colorScheme }
    }

    /// Sets the theme of this subtree: `useEnvironment(\.theme)` reads it below,
    /// and the topmost widgets carry it in `modifiers.theme` so the host
    /// styles them with it.
    ///
    /// ```swift
    /// ContentView().theme(Theme(accentColor: .red, cornerRadius: 12))
    /// ```
    public func theme(_ theme: Theme) -> ModifiedView<EnvironmentWriter<Self>, WidgetModifier> {
        environment(\.theme, theme).modifiers { $0.theme = theme }
    }
}

extension View {
    /// One of the common modifiers; inlinable with the modifiers above, so a
    /// view's module makes its `ModifiedView` with no run-time type lookup.
    @inlinable func modifiers(_ change: ModifierChange) -> ModifiedView<Self, WidgetModifier> {
        ModifiedView(content: self, modifier: WidgetModifier(change))
    }
}
