import Hooks
import Reconciler

/// A view a host shows that can scroll one of its rows into view: a `List`'s
/// or `Table`'s instance, which a host registers with the ``ScrollTargets``
/// of its environment.
@MainActor public protocol RowScrollTarget: AnyObject {
    /// Scrolls to the row keyed `key` and answers true, or answers false when
    /// the view has no such row.
    func scrollToRow(withKey key: AnyHashable, anchor: UnitPoint?) -> Bool
}

/// The views under one ``ScrollViewReader`` that scroll to rows, the
/// reader's other content (views keyed by `.id(_:)` or a `ForEach` in a
/// `ScrollView`), and a request that waits for its row or view to be rendered.
///
/// Hosts call ``add(_:)`` when a virtualized view's environment has these
/// targets, ``updated(_:)`` after each update of it, and ``remove(_:)`` when
/// it is removed.
@MainActor public final class ScrollTargets {
    /// The targets in the order they joined: the first that has a row scrolls.
    private var targets: [WeakTarget] = []
    /// The row asked for that no target had yet.
    private var waiting: (key: AnyHashable, anchor: UnitPoint?)?
    /// Scrolls the reader's first content view with the key given into view.
    ///
    /// False when none is mounted. Set by the reader on each render.
    var scrollContent: (AnyHashable, UnitPoint?) -> Bool = { _, _ in false }

    /// No targets.
    public init() {}

    /// Adds `target` to the targets.
    public func add(_ target: any RowScrollTarget) {
        remove(target)
        targets.append(WeakTarget(target: target))
    }

    /// Removes `target` from the targets.
    public func remove(_ target: any RowScrollTarget) {
        targets.removeAll { $0.target == nil || $0.target === target }
    }

    /// `target` took new props: a waiting request for a row it now has is done.
    public func updated(_ target: any RowScrollTarget) {
        guard let request = waiting else { return }
        if target.scrollToRow(withKey: request.key, anchor: request.anchor) { waiting = nil }
    }

    /// Scrolls the first target (in the order they joined) that has the row
    /// keyed `key`, else the first view of the content keyed `key`; when
    /// there is neither, the request waits for the next update of a target
    /// that has the row, or the reader's next render that mounts the view.
    func scroll(to key: AnyHashable, anchor: UnitPoint?) {
        waiting = nil
        for weak in targets {
            if weak.target?.scrollToRow(withKey: key, anchor: anchor) == true { return }
        }
        if scrollContent(key, anchor) { return }
        waiting = (key, anchor)
    }

    /// The reader rendered: a waiting request for a view its content now has is done.
    func contentRendered() {
        guard let request = waiting else { return }
        if scrollContent(request.key, request.anchor) { waiting = nil }
    }
}

/// A target held without keeping it alive.
private struct WeakTarget {
    weak var target: (any RowScrollTarget)?
}

private struct ScrollTargetsKey: EnvironmentKey {
    static var defaultValue: ScrollTargets? { nil }
}

extension EnvironmentValues {
    /// The scroll targets of the nearest ``ScrollViewReader``, which the
    /// virtualized views below it join; nil outside any reader.
    public internal(set) var scrollTargets: ScrollTargets? {
        get { self[ScrollTargetsKey.self] }
        set { self[ScrollTargetsKey.self] = newValue }
    }
}

extension VirtualizedView {
    /// The position of the row keyed `key`, found by reading the keys in
    /// order; nil when no row has it.
    public func position(ofKey key: AnyHashable) -> Int? {
        (0..<rowCount).first { rowKey($0) == key }
    }
}
