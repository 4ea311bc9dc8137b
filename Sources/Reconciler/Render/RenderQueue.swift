// The render queue: updates mark components dirty, one scheduled pass renders
// them parent-first, and update loops are bounded (SEMANTICS B1-B5, E7).

import Hooks

/// Passes in a row caused only by effects before an update loop is reported.
let updateLoopLimit = 50

extension Renderer {
    func markDirty(_ node: Node) {
        if let setter = renderingNode, setter !== node {
            updateDuringRender = (setter.componentName, node.componentName)
        }
        guard node.isMounted, !node.isDirty else { return }
        node.isDirty = true
        updatesCameFromEffects =
            (dirty.isEmpty || updatesCameFromEffects) && isRunningPassiveEffects
        dirty.append(node)
        guard !isRendering, !isRenderScheduled else { return }
        isRenderScheduled = true
        scheduler.scheduleRender { [weak self] in self?.renderScheduledUpdates() }
    }

    private func renderScheduledUpdates() {
        isRenderScheduled = false
        guard !dirty.isEmpty else { return }
        effectPassCount = updatesCameFromEffects ? effectPassCount + 1 : 0
        if effectPassCount > updateLoopLimit {
            reportUpdateLoop("an effect sets state on every commit")
            effectPassCount = 0
            return
        }
        runPass { renderDirty() }
    }

    /// Runs one pass: flushes earlier passive effects (E6), runs `work`, commits,
    /// and renders again at once while layout effects update state (E7).
    func runPass(_ work: () -> Void) {
        precondition(!isRendering, "a render pass started while another was running")
        flushPassiveEffects()
        isRendering = true
        defer { isRendering = false }
        updateDuringRender = nil
        measureDiff(work)
        commit()
        var rounds = 0
        while !dirty.isEmpty {
            rounds += 1
            if rounds > updateLoopLimit {
                reportUpdateLoop(layoutLoopCause)
                break
            }
            updateDuringRender = nil
            flushPassiveEffects()
            measureDiff { renderDirty() }
            commit()
        }
        schedulePassiveEffects()
    }

    /// Why the last round left updates: a component that sets another's state while it
    /// renders (React warns of it too), else a layout effect.
    private var layoutLoopCause: String {
        guard let (setter, owner) = updateDuringRender else {
            return "a layout effect sets state on every commit"
        }
        return "\(setter) sets the state of \(owner) while it renders, on every render (set it "
            + "in an effect or an event handler instead)"
    }

    private func renderDirty() {
        let batch = dirty.sorted { $0.depth < $1.depth }
        dirty.removeAll()
        for node in batch where node.isDirty && node.isMounted {
            rerender(node)
        }
    }

    /// Renders a dirty node again where it stands, then fixes the host counts above it.
    private func rerender(_ node: Node) {
        let (hostParent, offset) = location(of: node)
        let hostCountBefore = node.hostCount
        update(
            node, with: node.element, hostParent: hostParent, offset: offset,
            environment: node.environment, generation: node.generation, modifiers: node.modifiers)
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

    private func reportUpdateLoop(_ cause: String) {
        let names = Set(dirty.filter(\.isMounted).map(\.componentName)).sorted().joined(
            separator: ", ")
        HookDiagnostics.report(
            "update loop in \(names): \(cause); stopped after \(updateLoopLimit) renders")
        for node in dirty { node.isDirty = false }
        dirty.removeAll()
    }
}
