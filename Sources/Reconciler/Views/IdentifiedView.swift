/// A view with an explicit key: changing the key remounts it with fresh state
/// (SEMANTICS K3).
///
/// Made by `.id(_:)`.
public struct IdentifiedView<Content: View>: View, BuiltinView {
    let content: Content
    let id: ElementKey

    /// An identified view has no body: it is its content with a key.
    public var body: Never { fatalError("IdentifiedView has no body") }

    /// The element this built-in view describes itself as.
    public static func _makeElement(_ view: consuming Self) -> Element { view.makeElement() }

    func makeElement() -> Element {
        var element = Element(content)
        element.key = id
        return element
    }
}

extension View {
    /// Keys this view: a different key is a different view, mounted fresh.
    ///
    /// ```swift
    /// Editor(document: document).id(document.id)
    /// ```
    public func id<ID: Hashable>(_ id: ID) -> IdentifiedView<Self> {
        IdentifiedView(content: self, id: ElementKey(id))
    }
}
