// MARK: - Effects and unmount (E3-E5)

extension HookDispatcher {
    /// Whether the last render queued a layout update (`useLayoutEffect` and alike).
    public var hasLayoutEffects: Bool { !layoutQueue.isEmpty }

    /// Whether the last render queued a passive update (`useEffect` and alike).
    public var hasPassiveEffects: Bool { !passiveQueue.isEmpty }

    /// Runs the cleanups of the queued layout updates, in declaration order.
    public func runLayoutCleanups() {
        let queue = layoutQueue
        for record in queue {
            record.cleanUpIfNeeded()
        }
    }

    /// Runs the queued layout updates, in declaration order (their cleanups first if
    /// `runLayoutCleanups()` was not called).
    public func runLayoutEffects() {
        let queue = layoutQueue
        layoutQueue.removeAll()
        for record in queue {
            record.update()
        }
    }

    /// Runs the cleanups of the queued passive updates, in declaration order.
    public func runPassiveCleanups() {
        let queue = passiveQueue
        for record in queue {
            record.cleanUpIfNeeded()
        }
    }

    /// Runs the queued passive updates, in declaration order (their cleanups first if
    /// `runPassiveCleanups()` was not called).
    public func runPassiveEffects() {
        let queue = passiveQueue
        passiveQueue.removeAll()
        for record in queue {
            record.update()
        }
    }

    /// First step of unmount, inside the commit: every layout cleanup runs once (E5), in
    /// declaration order.
    public func disposeLayout() {
        guard !isLayoutDisposed else { return }
        isLayoutDisposed = true
        layoutQueue.removeAll()
        let mounted = records
        for record in mounted where record.timing == .layout {
            record.cleanUpIfNeeded()
        }
    }

    /// Unmount: runs every cleanup not yet run and disposes every hook.
    ///
    /// The order is React's: the layout cleanups (`disposeLayout()`), then slot by slot from
    /// the first hook to the last, its cleanup and then its `dispose(state:)`. (SwiftUI Hooks
    /// disposes from the last hook to the first.) Async tasks are cancelled. From the first
    /// step on, setters and dispatch are silent no-ops (S5, D4).
    public func dispose() {
        guard !isDisposed else { return }
        disposeLayout()
        isDisposed = true
        passiveQueue.removeAll()
        let disposed = records
        records.removeAll()
        for record in disposed {
            record.dispose()
        }
    }
}
