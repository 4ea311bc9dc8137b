// The commit: apply the recorded host operations, tear down removed scopes,
// run layout effects, and hand passive effects to the scheduler (SEMANTICS E1-E6).

extension Renderer {
    func commit() {
        let start = profile.isEnabled ? ContinuousClock.now : nil
        for operation in operations { apply(operation) }
        operations.removeAll(keepingCapacity: true)

        for node in deletions {
            guard let dispatcher = node.dispatcher else { continue }
            dispatcher.disposeLayout()
            pendingDisposals.append(node)
        }
        deletions.removeAll()

        let layout = layoutQueue
        layoutQueue.removeAll()
        for node in layout { node.dispatcher?.runLayoutCleanups() }
        for node in layout { node.dispatcher?.runLayoutEffects() }

        pendingPassive.append(contentsOf: passiveQueue)
        passiveQueue.removeAll()
        if let start { profile.commit += ContinuousClock.now - start }
    }

    private func apply(_ operation: HostOperation) {
        switch operation {
        case .create(let node, let widget):
            node.instance = host.create(widget)
        case .update(let node, let old, let new):
            if let instance = node.instance { host.update(instance, old, new) }
        case .insert(let node, let parent, let index):
            if let child = node.instance, let parent = parent.instance {
                host.insert(child, parent, index)
            }
        case .move(let node, let parent, let from, let to):
            if let child = node.instance, let parent = parent.instance {
                host.move(child, parent, from, to)
            }
        case .remove(let node, let parent, let index):
            if let child = node.instance, let parent = parent.instance {
                host.remove(child, parent, index)
            }
        }
    }

    func schedulePassiveEffects() {
        guard !pendingPassive.isEmpty || !pendingDisposals.isEmpty, !isEffectsScheduled else {
            return
        }
        isEffectsScheduled = true
        scheduler.scheduleEffects { [weak self] in
            guard let self else { return }
            self.isEffectsScheduled = false
            self.flushPassiveEffects()
        }
    }

    /// Runs the passive work of committed passes: teardown of removed scopes,
    /// then all passive cleanups, then all passive effect bodies (E4, E5).
    ///
    /// The work is taken from the renderer's queues one node at a time, so a
    /// pass started by an effect (an unmount, say) first finishes what this
    /// run has not done yet (E6): no mount effect or cleanup is skipped.
    func flushPassiveEffects() {
        guard !pendingPassive.isEmpty || !pendingDisposals.isEmpty || flushing.hasWork else {
            return
        }
        flushing.disposals.append(contentsOf: pendingDisposals)
        flushing.cleanups.append(contentsOf: pendingPassive)
        flushing.effects.append(contentsOf: pendingPassive)
        pendingDisposals.removeAll()
        pendingPassive.removeAll()
        let wasRunning = isRunningPassiveEffects
        isRunningPassiveEffects = true
        defer { isRunningPassiveEffects = wasRunning }
        while let node = flushing.disposals.next() { node.dispatcher?.dispose() }
        while let node = flushing.cleanups.next() {
            if node.isMounted { node.dispatcher?.runPassiveCleanups() }
        }
        while let node = flushing.effects.next() {
            if node.isMounted { node.dispatcher?.runPassiveEffects() }
        }
    }
}
