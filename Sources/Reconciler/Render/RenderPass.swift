// The render pass: updates mark components dirty in the update queue, one
// scheduled pass renders them parent-first and commits, and update loops are
// bounded (SEMANTICS B1-B5, E7).

import Hooks

extension Renderer {
    /// Queues `node` to render again; the first update of a batch asks the
    /// scheduler for a pass (B1).
    func markDirty(_ node: Node) {
        guard updates.enqueue(node, duringPassiveEffects: effects.isRunningPassive) else {
            return
        }
        scheduler.scheduleRender { [weak self] in self?.renderScheduledUpdates() }
    }

    private func renderScheduledUpdates() {
        updates.isRenderScheduled = false
        guard !updates.isEmpty else { return }
        guard updates.admitsScheduledPass() else {
            updates.reportLoop(UpdateQueue.passiveLoopCause)
            updates.resetEffectPassCount()
            return
        }
        runPass { renderDirty() }
    }

    /// Runs one pass: flushes earlier passive effects (E6), runs `work`, commits,
    /// and renders again at once while layout effects update state (E7).
    func runPass(_ work: () -> Void) {
        precondition(!updates.isRendering, "a render pass started while another was running")
        effects.runPassive()
        updates.isRendering = true
        defer { updates.isRendering = false }
        updates.startRound()
        measureDiff(work)
        commit()
        var rounds = 0
        while !updates.isEmpty {
            rounds += 1
            if rounds > updateLoopLimit {
                updates.reportLoop(updates.layoutLoopCause)
                break
            }
            updates.startRound()
            effects.runPassive()
            measureDiff { renderDirty() }
            commit()
        }
        schedulePassiveEffects()
    }

    private func renderDirty() {
        for node in updates.takeBatch() where node.isDirty && node.isMounted {
            rerender(node)
        }
    }

    /// Renders a dirty node again where it stands, then fixes the host counts above it.
    private func rerender(_ node: Node) {
        let (hostParent, offset) = location(of: node)
        let hostCountBefore = node.hostCount
        update(
            node, with: node.element,
            ChildPlace(hostParent: hostParent, offset: offset, context: node.context))
        // Each ancestor up to the host parent counts the host instances below
        // it: only the change is added, not every sibling summed again (a
        // row of a 1,000-row list re-rendering alone would sum 1,000).
        let change = node.hostCount - hostCountBefore
        guard change != 0 else { return }
        var ancestor = node.parent
        while let current = ancestor, current.kind != .host, current !== root {
            current.hostCount += change
            ancestor = current.parent
        }
    }

    /// The nearest host ancestor of `node` and the index of `node`'s first host instance in it.
    private func location(of node: Node) -> (Node, Int) {
        var offset = 0
        var child = node
        while let parent = child.parent {
            for sibling in parent.children {
                if sibling === child { break }
                offset += sibling.hostCount
            }
            if parent.kind == .host || parent === root { return (parent, offset) }
            child = parent
        }
        return (root, offset)
    }

    private func measureDiff(_ work: () -> Void) {
        guard profile.isEnabled else { return work() }
        let renderBefore = profile.render
        let start = ContinuousClock.now
        work()
        profile.diff += (ContinuousClock.now - start) - (profile.render - renderBefore)
    }
}
