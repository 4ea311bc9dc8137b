/// A piece of user interface described as a value.
///
/// A view either composes other views in its `body` (a component) or is a
/// primitive the host renders directly (a widget, `Body == Never`).
///
/// ```swift
/// struct Greeting: View {
///     let name: String
///     var body: some View { Text("Hello, \(name)") }
/// }
/// ```
///
/// A component whose type is `Equatable` (or has no stored properties) is not
/// re-rendered when its parent re-renders it with an equal value.
@MainActor public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View

    /// The content of this view, rendered by the reconciler when the view is
    /// mounted or updated.
    @ViewBuilder var body: Body { get }

    /// The element that describes `view` to the reconciler. Provided for
    /// every view (components, primitives and the built-in views): do not
    /// implement it.
    ///
    /// A requirement so that code which knows the view's type makes its
    /// element without looking the type up at run time.
    static func _makeElement(_ view: consuming Self) -> Element

    /// The element of `view`'s body, rendered now. Provided for every view:
    /// do not implement it.
    ///
    /// A requirement so that each component's body is turned into elements
    /// by code compiled for its own type, in its own module.
    static func _makeBodyElement(_ view: Self) -> Element
}

extension View {
    /// A component: rendered through its `body`.
    @inlinable public static func _makeElement(_ view: consuming Self) -> Element {
        Element(kind: .component(view), type: ObjectIdentifier(Self.self))
    }

    /// The body's element.
    @inlinable public static func _makeBodyElement(_ view: Self) -> Element {
        Element(view.body)
    }
}

extension Never: View {
    /// `Never` has no body; it ends the chain of `Body` types of primitives.
    public var body: Never { fatalError("Never has no body") }
}
