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
    @MainActor indirect enum Kind {
        case empty
        case host(any PrimitiveView)
        case component(any View)
        case scope(ScopeContent)
        case group([Element])
        /// Keyed rows whose elements are made only for the rows the diff must
        /// render (a `ForEach` of memoized components).
        case rows(RowSource)
        case environment(EnvironmentWrite, Element)
        case modifier(any PrimitiveModifier, Element)
    }

    var kind: Kind
    /// The type part of the identity (type, key, position).
    var type: ObjectIdentifier
    /// The explicit key part of the identity, from `ForEach` or `.id(_:)`.
    var key: ElementKey?

    init(kind: Kind, type: ObjectIdentifier, key: ElementKey? = nil) {
        self.kind = kind
        self.type = type
        self.key = key
    }

    /// An element that renders nothing but still holds its position among its siblings.
    public static var empty: Element {
        Element(kind: .empty, type: ObjectIdentifier(EmptyView.self))
    }

    /// Describes `view` without rendering it.
    @MainActor public init<V: View>(_ view: V) {
        switch ViewTraits.of(view).kind {
        case .builtin(let make):
            self = withUnsafePointer(to: view) { make(UnsafeRawPointer($0)) }
        case .primitive(let make):
            let widget = withUnsafePointer(to: view) { make(UnsafeRawPointer($0)) }
            self.init(kind: .host(widget), type: ObjectIdentifier(V.self))
        case .component:
            self.init(kind: .component(view), type: ObjectIdentifier(V.self))
        }
    }
}

extension Element: View, BuiltinView {
    /// An element has no body: the reconciler reads it directly.
    public var body: Never { fatalError("Element has no body") }

    func makeElement() -> Element { self }
}

/// A view of this module that describes itself as an element directly.
@MainActor protocol BuiltinView {
    func makeElement() -> Element
}

/// The content closure of a hook scope, rendered inside its own `HookDispatcher`.
@MainActor struct ScopeContent {
    let render: @MainActor () -> Element
    /// The type named in diagnostics (the `HookView`, or the scope's content type).
    let owner: Any.Type
}
