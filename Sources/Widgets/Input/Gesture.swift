import Reconciler

/// A gesture `.gesture(_:)` attaches to a view: ``DragGesture`` or
/// ``MagnificationGesture``.
public protocol Gesture: Sendable {
    /// Puts this gesture in `input`, replacing one of the same kind.
    func install(in input: inout PointerInput)
}

extension View {
    /// Lets the user perform `gesture` on this view.
    ///
    /// ```swift
    /// Canvas { ... }
    ///     .gesture(DragGesture().onChanged { offset.wrappedValue = $0.translation })
    /// ```
    public func gesture<G: Gesture>(_ gesture: G) -> ModifiedView<Self, WidgetModifier> {
        modifiers { gesture.install(in: &$0.pointerInput) }
    }
}
