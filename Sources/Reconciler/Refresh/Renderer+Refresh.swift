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
    /// through a wrapper such as GtkHost's `GtkAppRoot`) as a refresh pass; see
    /// ``refresh(_:carrying:)``.
    ///
    /// The roots a host renders apart from this tree (the rows of a virtualized `List`,
    /// each its own renderer) take part too: each catches up with the refresh on its next
    /// root render whose view is of another type than the one it shows, in this pass (the
    /// rows on screen, which the list renders again now) or later (rows off screen, and
    /// roots kept for reuse, when shown again). The same rules apply to them as to this
    /// tree; their kept nodes count in this pass's summary when they render during it.
    ///
    /// - Parameters:
    ///   - carry: converts a state value to the new image's type of the same name.
    ///   - renderNewRoot: renders the new root synchronously.
    @discardableResult
    public func refresh(
        carrying carry: @escaping HookValueCarry, _ renderNewRoot: () -> Void
    ) -> RefreshSummary {
        let pass = RefreshPass(carrying: carry)
        RefreshPass.started += 1
        RefreshPass.last = pass
        return refreshPass(pass, renderNewRoot)
    }

    /// Renders `element`, of another type than the mounted root, as a refresh pass if this
    /// renderer missed a refresh.
    ///
    /// The code behind `element` may then come from a newer image (see
    /// ``refresh(carrying:_:)``). False when the render is an ordinary one, which the
    /// caller then does.
    func catchUpWithRefresh(_ element: Element) -> Bool {
        guard refreshesSeen != RefreshPass.started, let missed = RefreshPass.last else {
            return false
        }
        let summary = refreshPass(RefreshPass(carrying: missed.carry)) { renderRoot([element]) }
        // Counted in the refresh's summary when this root renders during it.
        missed.didAdopt(summary.keptAcrossTypes)
        return true
    }

    @discardableResult
    private func refreshPass(_ pass: RefreshPass, _ body: () -> Void) -> RefreshSummary {
        refreshesSeen = RefreshPass.started
        let outer = refresh
        refresh = pass
        defer { refresh = outer }
        prepareScopesForRefresh(root, carrying: pass.carry)
        body()
        return RefreshSummary(keptAcrossTypes: pass.adopted)
    }

    private func prepareScopesForRefresh(_ node: Node, carrying carry: @escaping HookValueCarry) {
        node.dispatcher?.prepareForRefresh(carrying: carry)
        for child in node.children { prepareScopesForRefresh(child, carrying: carry) }
    }
}
