import Reconciler

extension View {
    /// Calls `action` with where the pointer was when the user taps (clicks
    /// with the primary button) this view `count` times in a row.
    ///
    /// The location is in the view's own coordinates. A widget that takes
    /// its own clicks (a `Button`, a `Toggle`) keeps them. With a handler of
    /// one tap and one of two, a double tap calls both, the first on the
    /// first tap.
    ///
    /// ```swift
    /// Canvas { ... }.onTapGesture { location in select(bar(at: location)) }
    /// Text("Reset").onTapGesture(count: 2) { _ in reset() }
    /// ```
    public func onTapGesture(
        count: Int = 1, perform action: @escaping @MainActor @Sendable (Point) -> Void
    ) -> ModifiedView<Self, WidgetModifier> {
        let handler = TapHandler(count: max(1, count), action: action)
        return modifiers { modifiers in
            modifiers.pointerInput.taps.removeAll { $0.count == handler.count }
            modifiers.pointerInput.taps.append(handler)
        }
    }

    /// Calls `action` when the user taps this view `count` times in a row.
    ///
    /// ```swift
    /// Image("photo").onTapGesture { liked.wrappedValue.toggle() }
    /// ```
    public func onTapGesture(
        count: Int = 1, perform action: @escaping @MainActor @Sendable () -> Void
    ) -> ModifiedView<Self, WidgetModifier> {
        onTapGesture(count: count) { (_: Point) in action() }
    }

    /// Calls `action` with true when the pointer enters this view and false
    /// when it leaves.
    ///
    /// ```swift
    /// Text(title).onHover { isHovered.wrappedValue = $0 }
    /// ```
    public func onHover(perform action: @escaping @MainActor @Sendable (Bool) -> Void)
        -> ModifiedView<Self, WidgetModifier>
    {
        modifiers { $0.pointerInput.hover = action }
    }

    /// Calls `action` with `.active(location)` as the pointer enters and
    /// moves over this view, and `.ended` when it leaves.
    ///
    /// ```swift
    /// chart.onContinuousHover { phase in
    ///     if case .active(let point) = phase { tip.wrappedValue = bar(at: point) }
    /// }
    /// ```
    public func onContinuousHover(
        perform action: @escaping @MainActor @Sendable (HoverPhase) -> Void
    ) -> ModifiedView<Self, WidgetModifier> {
        modifiers { $0.pointerInput.continuousHover = action }
    }

    /// Calls `action` with how far the mouse wheel or touchpad scrolled over
    /// this view: wheel notches (`dy` 1 per notch turned towards the user),
    /// or pixels from a touchpad.
    ///
    /// The view takes the scroll: a `ScrollView` around it does not also
    /// scroll.
    ///
    /// ```swift
    /// Canvas { ... }.onScroll { delta in zoom.wrappedValue *= delta.dy < 0 ? 1.1 : 0.9 }
    /// ```
    public func onScroll(perform action: @escaping @MainActor @Sendable (ScrollDelta) -> Void)
        -> ModifiedView<Self, WidgetModifier>
    {
        modifiers { $0.pointerInput.scroll = action }
    }
}
