/// A view the host renders directly: a widget of the vocabulary.
///
/// A primitive carries its properties and event closures as plain values and
/// its children as `content`. The reconciler never looks inside it: it hands
/// the value to `Host.create` and `Host.update`, and mounts `content` as the
/// host children of the instance. Adding a widget therefore never touches the
/// reconciler.
///
/// ```swift
/// struct Badge: PrimitiveView {
///     var count: Int
/// }
/// ```
public protocol PrimitiveView: View where Body == Never {
    /// The views mounted as this widget's children, in order; empty by default.
    var content: Element { get }
}

extension PrimitiveView {
    /// Primitives have no empty body; the reconciler never asks for it.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }

    /// No children.
    public var content: Element { Element.empty }

    /// A widget: handed to the host as it is.
    @inlinable public static func _makeElement(_ view: consuming Self) -> Element {
        Element(kind: .host(view), type: ObjectIdentifier(Self.self))
    }
}
