// The commit: apply the recorded host operations, then the layout work of the
// effect queues, and hand passive effects to the scheduler (SEMANTICS E1-E6).

extension Renderer {
    func commit() {
        let start = profile.isEnabled ? ContinuousClock.now : nil
        // By index: iterating would copy each operation out of the list.
        for index in operations.list.indices { apply(operations.list[index], at: index) }
        operations.removeAll()
        effects.runLayoutEffects()
        if let start { profile.commit += ContinuousClock.now - start }
    }

    private func apply(_ operation: HostOperation, at operationIndex: Int) {
        switch operation {
        case .create(let node):
            node.instance = host.create(node.widget)
        case .update(let node, let replaced):
            if let instance = node.instance {
                host.update(instance, operations.replaced[replaced], node.widget)
            }
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
            operations.dropRemoval(at: operationIndex)
        case .removed:
            break
        }
    }

    /// Asks the scheduler for one run of the passive work committed passes left.
    func schedulePassiveEffects() {
        guard effects.hasPendingPassive, !effects.isScheduled else { return }
        effects.isScheduled = true
        scheduler.scheduleEffects { [weak self] in
            guard let self else { return }
            self.effects.isScheduled = false
            self.effects.runPassive()
        }
    }
}
