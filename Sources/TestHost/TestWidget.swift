import Reconciler
import Widgets

/// An in-memory widget of `TestHost`: the latest props and the children.
@MainActor public final class TestWidget {
    /// A number unique within its host, in creation order (the root is 0).
    public let id: Int
    /// The props last applied, modifiers included.
    public internal(set) var view: any PrimitiveView
    /// The children, in order.
    public internal(set) var children: [TestWidget] = []
    /// The widget this one is a child of.
    public internal(set) weak var parent: TestWidget?
    /// The rows shown and how they scroll, for a virtualized list (a `List`).
    public internal(set) var viewport: TestViewport?
    /// For a `ScrollView`: the widget of its content a `ScrollViewReader`
    /// last scrolled it to, and the anchor asked for (nil: the least scroll).
    public internal(set) var scrolledTo: (widget: TestWidget, anchor: ScrollAnchor?)?
    /// For a `Canvas`: its last drawing and the size it was drawn at.
    var canvas: TestCanvas?

    /// The widget's type name, such as `Button`.
    public let typeName: String
    /// The name used in transcripts: `Button#3`.
    public let name: String

    init(id: Int, view: any PrimitiveView) {
        self.id = id
        self.view = view
        typeName = String(describing: type(of: view))
        name = "\(typeName)#\(id)"
    }

    /// The text it shows, if it is a `Widget` with text.
    public var text: String? { (view as? any Widget)?.text }

    /// Its role, if it is a `Widget`.
    public var role: WidgetRole? {
        guard let widget = view as? any Widget else { return nil }
        return type(of: widget).role
    }

    /// Its common modifiers, if it is a `Widget`.
    public var modifiers: WidgetModifiers? { (view as? any Widget)?.modifiers }

    /// Its accessibility label, if set.
    public var label: String? { modifiers?.accessibilityLabel }

    /// Its style classes.
    public var cssClasses: [String] { modifiers?.cssClasses ?? [] }

    /// The props as a concrete widget type, or `nil` if it is another type.
    ///
    /// ```swift
    /// let toggle = host.find(role: .toggle)?.as(Toggle.self)
    /// ```
    public func `as`<W: PrimitiveView>(_ type: W.Type) -> W? { view as? W }

    /// This widget and every widget below it, depth first.
    public var subtree: [TestWidget] {
        var result = [self]
        for child in children { result.append(contentsOf: child.subtree) }
        return result
    }
}
