/// What one of the common modifiers does, as a value: two equal changes of
/// equal modifiers have equal results (`SharedModifiers` keeps them).
enum ModifierChange: Hashable, Sendable {
    /// Changes nothing (`cssClass(_:when:)` whose condition is false).
    case nothing
    /// `padding(_:_:)`: `length` on the edges of `edges` (raw value).
    case padding(edges: Int, length: Int)
    /// `frame(width:height:)`.
    case frame(width: Int?, height: Int?)
    /// `expand(horizontally:vertically:)`.
    case expand(horizontally: Bool, vertically: Bool)
    /// `alignment(horizontal:vertical:)`.
    case alignment(horizontal: Alignment?, vertical: Alignment?)
    /// `cssClass(_:)`.
    case cssClass(String)
    /// `disabled(_:)`.
    case disabled(Bool)
}
