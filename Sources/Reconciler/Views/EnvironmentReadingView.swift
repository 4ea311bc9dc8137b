import Hooks

/// A primitive whose props take values from the environment it is mounted
/// in: a text's line limit or truncation set by `.lineLimit(_:)` on an
/// ancestor, as SwiftUI's inherited text modifiers are.
///
/// The reconciler calls ``read(_:)`` on the props before it hands them to
/// the host, on every mount and update, and again when the environment above
/// changes while nothing re-renders the widget; the host then compares the
/// props as usual, so a value read unchanged writes nothing.
///
/// ```swift
/// struct Caption: EnvironmentReadingView {
///     var text: String
///     var lineLimit: Int?
///     mutating func read(_ environment: EnvironmentValues) {
///         lineLimit = environment.lineLimit
///     }
/// }
/// ```
public protocol EnvironmentReadingView: PrimitiveView {
    /// Copies what the props take from `environment` into them.
    mutating func read(_ environment: EnvironmentValues)
}

extension Renderer {
    /// `widget` with what it reads from `environment`, when it reads any.
    func reading(_ widget: any PrimitiveView, in environment: EnvironmentValues)
        -> any PrimitiveView
    {
        guard let reader = ViewTraits.of(existential: widget).environmentReader else {
            return widget
        }
        return reader(widget, environment)
    }

    /// Sends a widget that reads the environment the environment that
    /// changed above it.
    func propagateRead(into node: Node, _ environment: EnvironmentValues) {
        guard node.readsEnvironment else { return }
        let old = node.widget
        let new = reading(old, in: environment)
        operations.appendUpdate(of: node, from: old)
        node.widget = new
    }
}

/// What reads the environment into a widget of type `T`, made once per type:
/// it casts to `T`, which costs a type comparison where a cast to the
/// protocol looks the conformance up.
@MainActor func makeEnvironmentReader<T: EnvironmentReadingView>(of _: T)
    -> @MainActor (any PrimitiveView, EnvironmentValues) -> any PrimitiveView
{
    { widget, environment in
        guard var view = widget as? T else { return widget }
        view.read(environment)
        return view
    }
}
