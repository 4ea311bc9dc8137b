import Reconciler

/// Builds a ``Canvas``'s shapes from shape expressions, `if`, `for` and
/// `ForEach`, keying each as a view's children are keyed.
///
/// A shape in a `ForEach` is keyed by its element's id, one given
/// ``CanvasShape/id(_:)`` by that value, any other by its place in the
/// content; so a render that inserts an element keeps every other shape's
/// key, and the host redraws and rebuilds only what changed.
@MainActor @resultBuilder public enum ShapeBuilder {
    /// A shape with its paint and place.
    public static func buildExpression(_ shape: CanvasShape) -> [CanvasShape] { [shape] }

    /// A bare shape, filled with the theme's text colour as SwiftUI fills it
    /// with the foreground colour.
    public static func buildExpression(_ shape: some Shape) -> [CanvasShape] {
        [shape.fill(Color(.label))]
    }

    /// The shapes of a `ForEach`, keyed by the elements' ids.
    public static func buildExpression<Data, ID>(_ each: ForEach<Data, ID, CanvasShapes>)
        -> [CanvasShape]
    {
        each.keyedContent().flatMap { id, content in
            let shapes = content.shapes
            return shapes.enumerated().map { index, shape in
                guard shape.isPositional else { return shape }
                var keyed = shape
                keyed.id =
                    shapes.count == 1
                    ? AnyHashable(id) : AnyHashable(ElementShape(id: id, index: index))
                keyed.isPositional = false
                return keyed
            }
        }
    }

    /// Shapes already built.
    public static func buildExpression(_ shapes: [CanvasShape]) -> [CanvasShape] { shapes }

    /// The shapes of each part in order, those without a key keyed by their part's place.
    public static func buildBlock(_ parts: [CanvasShape]...) -> [CanvasShape] { placed(parts) }

    /// The shapes of an `if` without `else`, when it holds.
    public static func buildOptional(_ shapes: [CanvasShape]?) -> [CanvasShape] { shapes ?? [] }

    /// The shapes of an `if`'s first branch.
    public static func buildEither(first shapes: [CanvasShape]) -> [CanvasShape] { shapes }

    /// The shapes of an `if`'s second branch.
    public static func buildEither(second shapes: [CanvasShape]) -> [CanvasShape] { shapes }

    /// The shapes of a `for` loop, keyed by their turn of the loop when they have no key.
    public static func buildArray(_ turns: [[CanvasShape]]) -> [CanvasShape] {
        placed(turns)
    }

    /// The parts' shapes, those without a key keyed by their part's place.
    private static func placed(_ parts: [[CanvasShape]]) -> [CanvasShape] {
        parts.enumerated().flatMap { index, part in
            part.map { shape in
                guard shape.isPositional, let position = shape.id.base as? ShapePosition else {
                    return shape
                }
                var placed = shape
                placed.id = AnyHashable(ShapePosition(indices: [index] + position.indices))
                return placed
            }
        }
    }
}

/// The key of one of several shapes made for one `ForEach` element.
struct ElementShape<ID: Hashable>: Hashable {
    var id: ID
    var index: Int
}

/// The shapes made for one `ForEach` element in a canvas's content.
///
/// A view so that `ForEach` can hold it; shown outside a canvas, it draws
/// its shapes in a canvas of its own.
public struct CanvasShapes: View {
    /// The shapes, in order.
    public var shapes: [CanvasShape]

    /// The shapes `shapes`.
    public init(_ shapes: [CanvasShape]) { self.shapes = shapes }

    /// A canvas drawing the shapes.
    public var body: some View { Canvas(shapes: shapes) }
}

extension ForEach where Content == CanvasShapes {
    /// One group of shapes per element of `data`, keyed by the element's value at `id`.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ShapeBuilder shapes: @escaping (Data.Element) -> [CanvasShape]
    ) {
        self.init(data, id: id) { element in CanvasShapes(shapes(element)) }
    }
}

extension ForEach where Content == CanvasShapes, Data.Element: Identifiable, ID == Data.Element.ID {
    /// One group of shapes per element of `data`, keyed by its `id`.
    public init(_ data: Data, @ShapeBuilder shapes: @escaping (Data.Element) -> [CanvasShape]) {
        self.init(data, id: \.id, shapes: shapes)
    }
}
