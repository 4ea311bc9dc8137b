// Rendering the root of a new app image into the tree the old image built.

import Hooks

/// What a refresh kept.
public struct RefreshSummary: Sendable, Equatable {
    /// Nodes whose type changed (a new image's type of the same normalized name) and
    /// that were kept with their state and widgets.
    public var keptAcrossTypes: Int
}

extension Renderer {
    /// Renders `view`, the root of a newly loaded app image, in place of the root
    /// rendered last, keeping what can be kept (as React's Fast Refresh).
    ///
    /// Where a normal pass matches identities by type, this one matches by
    /// ``normalizedTypeName(_:)``, so the new image's `RowView` takes over the old
    /// `RowView`'s node, hook state and widgets. Every component renders again (its
    /// code changed); every effect cleans up and runs again; memo, context and
    /// environment slots are computed afresh. A state slot (`useState`, `useReducer`,
    /// `useRef`) whose value type changed keeps its value through `carry`; when that
    /// fails the slot alone starts from its initial value and a warning names it. A
    /// component renamed or moved starts fresh, as in a normal pass.
    ///
    /// - Parameters:
    ///   - view: the new root.
    ///   - carry: converts a state value to the new image's type of the same name.
    @discardableResult
    public func refresh(
        _ view: some View, carrying carry: @escaping HookValueCarry
    ) -> RefreshSummary {
        refresh(carrying: carry) { render(view) }
    }

    /// Runs `renderNewRoot` (which calls ``render(_:)`` with the new image's root, maybe
    /// through a wrapper such as GtkHost's `GtkRoot`) as a refresh pass; see
    /// ``refresh(_:carrying:)``.
    ///
    /// - Parameters:
    ///   - carry: converts a state value to the new image's type of the same name.
    ///   - renderNewRoot: renders the new root synchronously.
    @discardableResult
    public func refresh(
        carrying carry: @escaping HookValueCarry, _ renderNewRoot: () -> Void
    ) -> RefreshSummary {
        let pass = RefreshPass()
        let outer = RefreshPass.current
        RefreshPass.current = pass
        defer { RefreshPass.current = outer }
        prepareScopesForRefresh(root)
        HookDispatcher.refreshing(carrying: carry, renderNewRoot)
        return RefreshSummary(keptAcrossTypes: pass.adopted)
    }

    private func prepareScopesForRefresh(_ node: Node) {
        node.dispatcher?.prepareForRefresh()
        for child in node.children { prepareScopesForRefresh(child) }
    }
}
