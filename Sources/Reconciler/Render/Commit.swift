// The commit: apply the recorded host operations, then the layout work of the
// effect queues, and hand passive effects to the scheduler (SEMANTICS E1-E6).

extension Renderer {
    func commit() {
        let start = profile.isEnabled ? ContinuousClock.now : nil
        // Each operation is moved out of the list and consumed by `apply`:
        // no copy of it (a retain and a release of each node it names), and
        // a removal's nodes are freed right after it is applied, while their
        // memory is in the cache, not with the whole list at the end.
        while !operations.list.isEmpty {
            var list = operations.takeList()
            list.withUnsafeMutableBufferPointer { buffer in
                guard let start = buffer.baseAddress else { return }
                for index in buffer.indices {
                    apply((start + index).move())
                    (start + index).initialize(to: .applied)
                }
            }
            // Emptied here, where the list is not shared: emptying a shared
            // one keeping its room would allocate a new one of that size.
            list.removeAll(keepingCapacity: true)
            operations.giveBack(consume list)
        }
        operations.removeAll()
        effects.runLayoutEffects()
        if let start { profile.commit += ContinuousClock.now - start }
    }

    private func apply(_ operation: consuming HostOperation) {
        switch consume operation {
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
        case .applied:
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
