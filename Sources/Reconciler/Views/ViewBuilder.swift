/// Builds views from the statements of a closure: blocks, `if`/`else`,
/// `if let`, `switch`, optionals, `for` loops and `let` statements.
///
/// Every statement keeps its position: an `if` whose condition is false still
/// holds its slot, so its siblings keep their identity (SEMANTICS K6), and the
/// two branches of an `if`/`else` are different identities.
///
/// ```swift
/// @ViewBuilder var content: some View {
///     let title = "Items"
///     Text(title)
///     if showsHint { Text("Tap to add") }
///     for name in names { Text(name) }
/// }
/// ```
@MainActor @resultBuilder public enum ViewBuilder {
    /// A view statement is that view.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// A statement with no value, such as a `useEffect` call, holds an empty slot.
    public static func buildExpression(_: Void) -> EmptyView { EmptyView() }

    /// An empty block.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A block of one view is that view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// A block of several views is a group of them, in order.
    @inlinable public static func buildBlock<First: View, Second: View, each Rest: View>(
        _ first: consuming First, _ second: consuming Second, _ rest: repeat consuming each Rest
    ) -> Group {
        // Room for every view at once: growing from two would copy the array.
        var count = 2
        for _ in repeat each rest { count += 1 }
        var elements: [Element] = []
        elements.reserveCapacity(count)
        elements.append(Element(first))
        elements.append(Element(second))
        for view in repeat each rest {
            elements.append(Element(view))
        }
        return Group(elements: elements)
    }

    /// An `if` without `else`: the view, or an empty slot.
    public static func buildOptional(_ content: (any View)?) -> Element {
        guard let content else { return Element.empty }
        return Element(content)
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<First: View>(first: First) -> Group {
        Group(elements: [Element(first)], marker: ObjectIdentifier(FirstBranch.self))
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<Second: View>(second: Second) -> Group {
        Group(elements: [Element(second)], marker: ObjectIdentifier(SecondBranch.self))
    }

    /// The views of a `for` loop, matched by position (use `ForEach` for keys).
    public static func buildArray<Content: View>(_ components: [Content]) -> Group {
        Group(elements: components.map { Element($0) })
    }

    /// An `if #available` block.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> Element {
        Element(content)
    }
}

/// Identity marker of the first branch of a conditional.
private enum FirstBranch {}

/// Identity marker of the second branch of a conditional.
private enum SecondBranch {}
