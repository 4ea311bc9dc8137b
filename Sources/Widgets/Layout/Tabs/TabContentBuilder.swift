import Reconciler

/// Builds the pages of a ``TabView`` from views made pages with
/// `.tabItem(_:icon:)`, with `if`, `switch`, `for` and `ForEach` among them.
@resultBuilder @MainActor public enum TabContentBuilder {
    /// One page.
    public static func buildExpression(_ page: TabPage) -> [TabPage] { [page] }

    /// A page per element of a `ForEach`, tagged by the element's id unless
    /// it has a `.tag(_:)` of its own.
    public static func buildExpression<Data, ID>(_ pages: ForEach<Data, ID, TabPage>) -> [TabPage] {
        pages.identifiedViews.map { id, page in page.tag == nil ? page.tag(id) : page }
    }

    /// The pages of each statement, in order.
    public static func buildBlock(_ parts: [TabPage]...) -> [TabPage] { parts.flatMap { $0 } }

    /// The pages of an `if` without `else`, or none.
    public static func buildOptional(_ pages: [TabPage]?) -> [TabPage] { pages ?? [] }

    /// The pages of the first branch.
    public static func buildEither(first pages: [TabPage]) -> [TabPage] { pages }

    /// The pages of the second branch.
    public static func buildEither(second pages: [TabPage]) -> [TabPage] { pages }

    /// The pages of every turn of a `for` loop.
    public static func buildArray(_ parts: [[TabPage]]) -> [TabPage] { parts.flatMap { $0 } }
}
