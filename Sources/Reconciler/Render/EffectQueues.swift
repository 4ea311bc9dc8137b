// The effect work of scopes, from the pass that renders or removes them to
// the run of their passive effects (SEMANTICS E1-E6).

/// The scopes whose effects or teardown are due, from the diff that queues
/// them through the commit (layout) to the scheduled passive-effects run.
///
/// The diff queues scopes as it renders or removes them; the commit runs the
/// layout work of its pass (``runLayoutEffects()``) and keeps the passive work
/// for ``runPassive()``, which the renderer runs when its scheduler says so
/// and before every pass (E6).
@MainActor final class EffectQueues {
    /// Scopes rendered in this pass with layout effects, children first.
    // Unchecked: appended to once per rendered scope; the runtime check
    // cost a call per append.
    @exclusivity(unchecked) private var layout: [Node] = []
    /// Scopes rendered in this pass with passive effects, children first.
    @exclusivity(unchecked) private var passive: [Node] = []
    /// Scopes removed in this pass, parents first.
    private var deletions: [Node] = []
    /// Passive work of committed passes waiting for the passive-effects run.
    private var pendingPassive: [Node] = []
    private var pendingDisposals: [Node] = []
    /// The passive work a running flush has not done yet.
    private var flushing = PassiveWork()
    /// Whether the scheduler has a passive-effects run to do.
    var isScheduled = false
    /// Whether passive effects are running: an update made now comes from one.
    private(set) var isRunningPassive = false

    /// Whether committed passes left passive work for a run.
    var hasPendingPassive: Bool {
        @inline(__always) get { !pendingPassive.isEmpty || !pendingDisposals.isEmpty }
    }

    /// Queues the effects of `node`, a scope the diff rendered.
    @inline(__always)
    func enqueue(_ node: Node) {
        guard let dispatcher = node.dispatcher else { return }
        if dispatcher.hasLayoutEffects { layout.append(node) }
        if dispatcher.hasPassiveEffects { passive.append(node) }
    }

    /// Queues the teardown of `node`, a scope the diff removed.
    @inline(__always)
    func delete(_ node: Node) {
        deletions.append(node)
    }

    /// The commit's effect work, once its host operations are applied: removed
    /// scopes run their layout cleanups, then every layout cleanup of the pass
    /// runs, then every layout effect body (E4); passive work waits for a run.
    func runLayoutEffects() {
        for node in deletions {
            guard let dispatcher = node.dispatcher else { continue }
            dispatcher.disposeLayout()
            pendingDisposals.append(node)
        }
        deletions.removeAll()

        let layout = self.layout
        self.layout.removeAll()
        for node in layout { node.dispatcher?.runLayoutCleanups() }
        for node in layout { node.dispatcher?.runLayoutEffects() }

        pendingPassive.append(contentsOf: passive)
        passive.removeAll()
    }

    /// Runs the passive work of committed passes: teardown of removed scopes,
    /// then all passive cleanups, then all passive effect bodies (E4, E5).
    ///
    /// The work is taken from the queues one node at a time, so a pass
    /// started by an effect (an unmount, say) first finishes what this run
    /// has not done yet (E6): no mount effect or cleanup is skipped.
    func runPassive() {
        guard hasPendingPassive || flushing.hasWork else { return }
        flushing.disposals.append(contentsOf: pendingDisposals)
        flushing.cleanups.append(contentsOf: pendingPassive)
        flushing.effects.append(contentsOf: pendingPassive)
        pendingDisposals.removeAll()
        pendingPassive.removeAll()
        let wasRunning = isRunningPassive
        isRunningPassive = true
        defer { isRunningPassive = wasRunning }
        while let node = flushing.disposals.next() { node.dispatcher?.dispose() }
        while let node = flushing.cleanups.next() {
            if node.isMounted { node.dispatcher?.runPassiveCleanups() }
        }
        while let node = flushing.effects.next() {
            if node.isMounted { node.dispatcher?.runPassiveEffects() }
        }
    }
}
