import Hooks

/// A type-erased view: what the reconciler diffs.
///
/// `Element(view)` describes any view without rendering it. It is also a view
/// itself, so it can stand in where a concrete type is inconvenient (like
/// SwiftUI's `AnyView`):
///
/// ```swift
/// let content: Element = flag ? Element(Text("on")) : Element(Spacer())
/// ```
public struct Element {
    @usableFromInline @MainActor indirect enum Kind {
        case empty
        case host(any PrimitiveView)
        case component(any View)
        case scope(ScopeContent)
        case group([Element])
        /// Keyed children whose elements are made only for the children the
        /// diff must render (a `ForEach` of memoized components).
        case lazyGroup(LazyGroup)
        case environment(EnvironmentWrite, Element)
        case modifier(any PrimitiveModifier, Element)
    }

    @usableFromInline var kind: Kind
    /// The type part of the identity (type, key, position).
    @usableFromInline var type: ObjectIdentifier
    /// The explicit key part of the identity, from `ForEach` or `.id(_:)`.
    @usableFromInline var key: ElementKey?

    @usableFromInline init(kind: Kind, type: ObjectIdentifier, key: ElementKey? = nil) {
        self.kind = kind
        self.type = type
        self.key = key
    }

    /// An element that renders nothing but still holds its position among its siblings.
    public static var empty: Element {
        Element(kind: .empty, type: ObjectIdentifier(EmptyView.self))
    }

    /// Describes `view` without rendering it.
    @inlinable @MainActor public init<V: View>(_ view: consuming V) {
        self = V._makeElement(view)
    }
}

extension Element: View, BuiltinView {
    /// An element has no body: the reconciler reads it directly.
    public var body: Never { fatalError("Element has no body") }

    func makeElement() -> Element { self }

    /// The element itself.
    public static func _makeElement(_ view: consuming Element) -> Element { view }
}

/// A view of this module that describes itself as an element directly.
@MainActor protocol BuiltinView {
    func makeElement() -> Element
}

/// The content closure of a hook scope, rendered inside its own `HookDispatcher`.
@usableFromInline @MainActor struct ScopeContent {
    let render: @MainActor () -> Element
    /// The type named in diagnostics (the `HookView`, or the scope's content type).
    let owner: Any.Type
}
