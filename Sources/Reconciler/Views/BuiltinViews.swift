/// A view that renders nothing.
public struct EmptyView: View, BuiltinView {
    /// Creates an empty view.
    public nonisolated init() {}

    /// An empty view has no body.
    public var body: Never { fatalError("EmptyView has no body") }

    /// The element this built-in view describes itself as.
    public static func _makeElement(_ view: consuming Self) -> Element { view.makeElement() }

    func makeElement() -> Element { Element.empty }
}

/// Several views side by side, without a widget of their own (a fragment).
///
/// `ViewBuilder` blocks build groups; children are matched by position, or by
/// key when they carry one.
///
/// ```swift
/// Group {
///     Text("One")
///     Text("Two")
/// }
/// ```
public struct Group: View, BuiltinView {
    let elements: [Element]
    let marker: ObjectIdentifier

    @usableFromInline init(
        elements: [Element], marker: ObjectIdentifier = ObjectIdentifier(Group.self)
    ) {
        self.elements = elements
        self.marker = marker
    }

    /// Groups the views that `content` builds.
    public init<Content: View>(@ViewBuilder content: () -> Content) {
        self.init(elements: [Element(content())])
    }

    /// A group has no body: its children are mounted directly.
    public var body: Never { fatalError("Group has no body") }

    /// The element this built-in view describes itself as.
    public static func _makeElement(_ view: consuming Self) -> Element { view.makeElement() }

    func makeElement() -> Element { Element(kind: .group(elements), type: marker) }
}
