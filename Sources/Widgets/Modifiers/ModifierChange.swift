/// What one of the common modifiers does, as a value: two equal changes of
/// equal modifiers have equal results (`SharedModifiers` keeps them), and
/// making one allocates no closure.
@usableFromInline enum ModifierChange: Hashable, Sendable {
    /// Changes nothing (`cssClass(_:when:)` whose condition is false).
    case nothing
    /// `padding(_:_:)`: `length` on the edges of `edges` (raw value).
    case padding(edges: Int, length: Int)
    /// `frame(width:height:)`.
    case frame(width: Int?, height: Int?)
    /// `expand(horizontally:vertically:)`: nil leaves an axis as it was.
    case expand(horizontally: Bool?, vertically: Bool?)
    /// `alignment(horizontal:vertical:)`.
    case alignment(horizontal: Alignment?, vertical: Alignment?)
    /// `cssClass(_:)`.
    case cssClass(String)
    /// `disabled(_:)`.
    case disabled(Bool)
}

extension ModifierChange {
    /// Makes the change to `modifiers`.
    func apply(to modifiers: inout WidgetModifiers) {
        switch self {
        case .nothing:
            break
        case .padding(let rawEdges, let length):
            let edges = Edges(rawValue: rawEdges)
            if edges.contains(.top) { modifiers.padding.top = length }
            if edges.contains(.leading) { modifiers.padding.leading = length }
            if edges.contains(.bottom) { modifiers.padding.bottom = length }
            if edges.contains(.trailing) { modifiers.padding.trailing = length }
        case .frame(let width, let height):
            modifiers.width = width
            modifiers.height = height
        case .expand(let horizontally, let vertically):
            if let horizontally { modifiers.expandsHorizontally = horizontally }
            if let vertically { modifiers.expandsVertically = vertically }
        case .alignment(let horizontal, let vertical):
            if let horizontal { modifiers.horizontalAlignment = horizontal }
            if let vertical { modifiers.verticalAlignment = vertical }
        case .cssClass(let name):
            modifiers.cssClasses.append(name)
        case .disabled(let disabled):
            modifiers.isDisabled = modifiers.isDisabled || disabled
        }
    }
}
