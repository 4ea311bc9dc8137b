import Reconciler

/// A view a `Menu` can show: `MenuItem`, `MenuSection`, `Divider` (a
/// section break) and `Menu` (a submenu), and `ForEach`, `.id(_:)` and
/// modifiers over them.
///
/// A component can declare that its body is menu content, to be used inside
/// a menu; a view in it that a menu cannot show is left out with a warning.
///
/// ```swift
/// struct RecentItems: MenuContent {
///     let files: [String]
///     var body: some View {
///         ForEach(files, id: \.self) { file in MenuItem(file) { open(file) } }
///     }
/// }
/// ```
@MainActor public protocol MenuContent: View {}

extension MenuItem: MenuContent {}
extension MenuSection: MenuContent {}
extension Menu: MenuContent {}
extension Divider: MenuContent {}
extension EmptyView: MenuContent {}
extension ForEach: MenuContent where Content: MenuContent {}
extension ModifiedView: MenuContent where Content: MenuContent {}
extension IdentifiedView: MenuContent where Content: MenuContent {}

/// Builds a menu's entries like `ViewBuilder` (blocks, `if`, `switch`,
/// `for`, `let`), but accepts only `MenuContent`: a view a menu cannot
/// show, such as `Text` or `Button`, is a compile error.
///
/// ```swift
/// Menu("File") {
///     MenuItem("New") { new() }
///     if hasRecent { Menu("Recent") { ForEach(recent, id: \.self) { MenuItem($0) { open($0) } } } }
///     Divider()
///     MenuItem("Quit") { quit() }
/// }
/// ```
@MainActor @resultBuilder public enum MenuBuilder {
    /// A menu entry statement is that entry.
    public static func buildExpression<Content: MenuContent>(_ content: Content) -> Content {
        content
    }

    /// A statement with no value holds an empty slot.
    public static func buildExpression(_: Void) -> EmptyView { EmptyView() }

    /// An empty block.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A block of one entry is that entry.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// A block of several entries is a group of them, in order.
    public static func buildBlock<First: View, Second: View, each Rest: View>(
        _ first: First, _ second: Second, _ rest: repeat each Rest
    ) -> Group {
        ViewBuilder.buildBlock(first, second, repeat each rest)
    }

    /// An `if` without `else`: the entries, or an empty slot.
    public static func buildOptional(_ content: (any View)?) -> Element {
        ViewBuilder.buildOptional(content)
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<First: View>(first: First) -> Group {
        ViewBuilder.buildEither(first: first)
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<Second: View>(second: Second) -> Group {
        ViewBuilder.buildEither(second: second)
    }

    /// The entries of a `for` loop, matched by position.
    public static func buildArray<Content: View>(_ components: [Content]) -> Group {
        ViewBuilder.buildArray(components)
    }

    /// An `if #available` block.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> Element {
        ViewBuilder.buildLimitedAvailability(content)
    }
}
