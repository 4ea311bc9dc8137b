/// A change to the properties of widgets, applied by the reconciler to the
/// topmost widgets a view renders to (not to widgets nested inside them).
///
/// `Widgets` implements the usual modifiers (padding, `cssClass`, ...) with it;
/// the reconciler only carries modifiers down to the nearest primitives.
@MainActor public protocol PrimitiveModifier {
    /// Returns `widget` with this modifier applied; other widgets unchanged.
    func apply(to widget: any PrimitiveView) -> any PrimitiveView
}

/// A view with a `PrimitiveModifier` applied to the widgets it renders to.
///
/// On a primitive the modifier is applied at once, with no extra node.
public struct ModifiedView<Content: View, Modifier: PrimitiveModifier>: View, BuiltinView {
    /// The content's element with the modifier applied, made with the view:
    /// the code that makes the view knows its content's type, and compiles
    /// this for it; later copies of the view copy only the element.
    @usableFromInline let element: Element

    /// Applies `modifier` to the topmost widgets of `content`.
    @inlinable public init(content: Content, modifier: Modifier) {
        element = Self.element(of: content, modifier)
    }

    /// A modified view of `content`, to which the modifier was already
    /// applied: a widget's modifiers, changed in place.
    @inlinable package init(applied content: consuming Content) {
        element = Element(content)
    }

    /// `content`'s element with `modifier` applied: to the widget at once on
    /// a primitive, else on a node that passes it down.
    @inlinable static func element(of content: Content, _ modifier: Modifier) -> Element {
        var element = Element(content)
        if case .host(let widget) = element.kind {
            element.kind = .host(modifier.apply(to: widget))
            return element
        }
        let key = element.key
        element.key = nil
        return Element(kind: .modifier(modifier, element), type: element.type, key: key)
    }

    /// A modified view has no body: it is its content with changed props.
    public var body: Never { fatalError("ModifiedView has no body") }

    func makeElement() -> Element { element }

    /// The element made with the view.
    public static func _makeElement(_ view: consuming Self) -> Element { view.element }
}
