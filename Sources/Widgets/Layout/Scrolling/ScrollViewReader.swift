import Hooks
import Reconciler

/// Gives its content a ``ScrollViewProxy`` that scrolls the `List`s,
/// `Table`s and `LazyVGrid`s inside it to a row by id, and the `ScrollView`s
/// inside it to a view by id (`.id(_:)` or a `ForEach`'s), as SwiftUI's
/// `ScrollViewReader` does.
///
/// ```swift
/// ScrollViewReader { proxy in
///     Button("Add") {
///         let note = Note()
///         notes.wrappedValue.append(note)
///         proxy.scrollTo(note.id, anchor: .bottom)
///     }
///     List(notes.wrappedValue, selection: $selected) { NoteRow(note: $0) }
/// }
/// ```
///
/// The proxy stays the same object for the reader's life, so it can be
/// kept in effects and handlers. A row added in the same event as the call
/// (not rendered yet) is scrolled to once it is.
public struct ScrollViewReader<Content: View>: HookView {
    private let content: (ScrollViewProxy) -> Content

    /// A reader whose `content` gets the proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    /// The content, with the proxy's targets in its environment, keyed by
    /// the reader so that its views are looked for inside it.
    public var hookBody: some View {
        let targets = useRef(ScrollTargets()).current
        let scroller = useEnvironment(\.viewScroller)
        let scope = AnyHashable(ReaderScope(targets: ObjectIdentifier(targets)))
        targets.scrollContent = { key, anchor in
            scroller?.scroll(
                toViewKeyed: key, within: scope,
                anchor: anchor.map { ScrollAnchor(x: $0.x, y: $0.y) }
            ) ?? false
        }
        useLayoutEffect { [targets] in
            targets.contentRendered()
            return nil
        }
        return content(ScrollViewProxy(targets: targets)).environment(\.scrollTargets, targets)
            .id(scope)
    }
}

/// Scrolls the scrollable views inside a ``ScrollViewReader`` to a row.
@MainActor public struct ScrollViewProxy {
    /// The views of the reader that scroll to rows.
    let targets: ScrollTargets

    /// Scrolls the first `List`, `Table` or `LazyVGrid` of the reader that
    /// has a row with `id` until that row shows, or else the `ScrollView`
    /// around the first view of the reader's content with `id`; with `anchor`, until the row's `anchor`
    /// point lines up with the same point of the visible area (`.top`,
    /// `.center`, `.bottom`), as far as the scrolled range allows.
    ///
    /// When no view has the row yet (it was added in the same event), the
    /// scroll happens after the render that shows it; a later call replaces
    /// a request still waiting.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        targets.scroll(to: AnyHashable(id), anchor: anchor)
    }
}

/// The key a reader gives its content: its views are looked for inside it.
private struct ReaderScope: Hashable {
    let targets: ObjectIdentifier
}
