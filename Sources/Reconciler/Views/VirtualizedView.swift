import Hooks

/// A primitive whose rows a host may render lazily, only those on screen (a
/// virtualized list).
///
/// With a host that is a `VirtualizingHost`, the reconciler does not mount
/// `content`; it hands the widget the environment it is mounted in, and the
/// host renders each visible row as its own root (a `Renderer` per row) with
/// that environment, so rows see the parent's environment and contexts.
/// Other hosts (such as `TestHost`) mount `content`, every row, as usual.
public protocol VirtualizedView: PrimitiveView {
    /// The environment where the widget is mounted; set by the reconciler.
    var environment: EnvironmentValues { get set }
}

/// A host that renders the rows of `VirtualizedView`s itself.
@MainActor public protocol VirtualizingHost: Host {}

extension Renderer {
    /// `widget` with `environment` when the host virtualizes it.
    func virtualized(_ widget: any PrimitiveView, in environment: EnvironmentValues)
        -> any PrimitiveView
    {
        guard host.virtualizes, ViewTraits.of(existential: widget).isVirtualized,
            var view = widget as? any VirtualizedView
        else { return widget }
        view.environment = environment
        return view
    }

    /// The children the reconciler mounts for `widget`: none for a virtualized one.
    func mountedContent(of widget: any PrimitiveView) -> Element {
        host.virtualizes && ViewTraits.of(existential: widget).isVirtualized
            ? Element.empty : widget.content
    }

    /// Sends a virtualized widget the environment that changed above it.
    func propagateEnvironment(into node: Node, _ environment: EnvironmentValues) {
        guard host.virtualizes, let old = node.widget, ViewTraits.of(existential: old).isVirtualized
        else { return }
        let new = virtualized(old, in: environment)
        operations.append(.update(node, old: old, new: new))
        node.widget = new
    }
}
