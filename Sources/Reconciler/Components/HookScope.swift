import Hooks

/// A component boundary that owns hook state: hooks called in its closure belong to it.
///
/// The closure runs during the scope's own render, inside its `HookDispatcher`,
/// so its hooks keep their state across renders while the scope stays mounted.
///
/// ```swift
/// func counterButton() -> some View {
///     HookScope {
///         let count = useState(0)
///         Button("You clicked \(count.wrappedValue) times") {
///             count.wrappedValue += 1
///         }
///     }
/// }
/// ```
public struct HookScope: View, BuiltinView {
    let content: ScopeContent
    let contentType: ObjectIdentifier

    /// A scope rendering `content` with its own hook state.
    public init<Content: View>(@ViewBuilder _ content: @escaping () -> Content) {
        self.init(owner: Content.self, content)
    }

    init<Content: View>(owner: Any.Type, _ content: @escaping () -> Content) {
        self.content = ScopeContent(render: { Element(content()) }, owner: owner)
        self.contentType = ObjectIdentifier(Content.self)
    }

    /// A scope has no body: the reconciler renders its closure.
    public var body: Never { fatalError("HookScope has no body") }

    /// The element this built-in view describes itself as.
    public static func _makeElement(_ view: consuming Self) -> Element { view.makeElement() }

    func makeElement() -> Element {
        Element(kind: .scope(content), type: contentType)
    }
}
