import Hooks

/// The hook state of one row kept off screen: the dispatchers of its components
/// (their state, refs, memos and effects as they are), without any widget.
///
/// ``RowRoot/takeState()`` makes one when a row leaves its slot;
/// ``RowRoot/render(_:in:version:giving:)`` puts it back into whatever root
/// shows the row next, so the row renders with the same values there.
@MainActor final class RowHookState {
    /// The dispatchers by their place in the row's tree, parents first.
    var scopes: [(path: [RowScopeStep], dispatcher: HookDispatcher)]
    /// The index in the data the row was last shown at.
    var position: Int
    /// When the row left the screen, for the eviction order.
    var stamp = 0
    /// The refreshes of the process the row's renderer had taken part in.
    let refreshesSeen: Int

    init(
        scopes: [(path: [RowScopeStep], dispatcher: HookDispatcher)], position: Int,
        refreshesSeen: Int
    ) {
        self.scopes = scopes
        self.position = position
        self.refreshesSeen = refreshesSeen
    }

    /// Whether the row's components missed a refresh since they left the screen.
    var missedRefresh: Bool { refreshesSeen != RefreshPass.started }

    /// Takes out the dispatcher kept at `path`, if any; after a refresh the row
    /// missed, a type of the same name at the same place is that place.
    func take(_ path: [RowScopeStep]) -> HookDispatcher? {
        let index =
            missedRefresh
            ? scopes.firstIndex {
                $0.path.count == path.count && zip($0.path, path).allSatisfy(sameName)
            }
            : scopes.firstIndex { $0.path == path }
        guard let index else { return nil }
        return scopes.remove(at: index).dispatcher
    }

    /// Unmounts the row's components: every cleanup runs now, layout ones first
    /// (SEMANTICS E5), and the state is gone.
    func dispose() {
        let disposed = scopes
        scopes.removeAll()
        for scope in disposed { scope.dispatcher.disposeLayout() }
        for scope in disposed { scope.dispatcher.dispose() }
    }
}

/// One step from a row root down to a component: the child's index, type and key,
/// the parts of its identity (so a node at an equal path keeps the component).
struct RowScopeStep: Hashable {
    let index: Int
    let type: ObjectIdentifier
    let key: ElementKey?
}

/// Whether two steps are the same place in two images of the app's code.
@MainActor private func sameName(_ old: RowScopeStep, _ new: RowScopeStep) -> Bool {
    old.index == new.index && old.key == new.key
        && (old.type == new.type
            || normalizedTypeName(of: old.type) == normalizedTypeName(of: new.type))
}

/// Finds `key` in `view` near `position` (up to 16 away, within `distance`),
/// moving `position` to it; false when it is not there.
@MainActor func locate(
    _ key: AnyHashable, in view: any VirtualizedView, near position: inout Int, within distance: Int
) -> Bool {
    let isAt = { (candidate: Int) in
        candidate >= 0 && candidate < view.rowCount && view.rowKey(candidate) == key
    }
    if isAt(position) { return true }
    for offset in stride(from: 1, through: min(distance, 16), by: 1) {
        if isAt(position - offset) {
            position -= offset
            return true
        }
        if isAt(position + offset) {
            position += offset
            return true
        }
    }
    return false
}
