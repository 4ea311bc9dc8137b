import Hooks

/// Scrolls the views one renderer mounted into view by their keys: each
/// ``Renderer`` puts its own in the root environment (`EnvironmentValues.viewScroller`),
/// where a `ScrollViewReader` finds it for content that is not a list's rows.
@MainActor public final class ViewScroller {
    /// The renderer whose views this scrolls; nil once it is gone.
    weak var renderer: Renderer?

    init() {}

    /// Scrolls the first view keyed `key` inside the view keyed `scope` into
    /// view (see ``Renderer/scrollToView(keyed:within:anchor:)``); false when
    /// there is none or it cannot be scrolled.
    public func scroll(
        toViewKeyed key: AnyHashable, within scope: AnyHashable, anchor: ScrollAnchor?
    )
        -> Bool
    {
        renderer?.scrollToView(keyed: key, within: scope, anchor: anchor) ?? false
    }
}

private struct ViewScrollerKey: EnvironmentKey {
    static var defaultValue: ViewScroller? { nil }
}

extension EnvironmentValues {
    /// The scroller of the renderer that mounted the view reading it.
    public internal(set) var viewScroller: ViewScroller? {
        get { self[ViewScrollerKey.self] }
        set { self[ViewScrollerKey.self] = newValue }
    }
}
