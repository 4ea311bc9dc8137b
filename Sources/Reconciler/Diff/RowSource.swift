/// Keyed rows a node is reconciled with, each row's element made on demand:
/// the element kind `rows` holds one.
///
/// A class, so that the diff is specialized for it once and reaches the
/// generic rows of each `ForEach` through one virtual call per question;
/// `ForEachRows` overrides every member. This base class has no rows.
@MainActor class RowSource: ChildList {
    var count: Int { 0 }

    func key(at index: Int) -> ElementKey? { nil }

    func matches(_ child: Node, at index: Int) -> Bool { false }

    func element(at index: Int) -> Element { Element.empty }

    func update(_ child: Node, at index: Int, in renderer: Renderer, _ place: ChildPlace) {
        renderer.update(child, with: element(at: index), place)
    }
}
