// The updates waiting for a render pass, and the bounds on update loops
// (SEMANTICS B1-B5, E7): the renderer asks its scheduler for a pass when this
// queue says so, and renders the batches it hands out.

import Hooks

/// Renders in a row within one pass before an update loop is reported.
///
/// Layout effects, or state set while rendering, make them: React's
/// `NESTED_UPDATE_LIMIT`. These rounds run before the pass returns, so the
/// app does nothing else meanwhile (B5).
let updateLoopLimit = 50

/// Scheduled passes in a row caused only by passive effects before an update
/// loop is reported.
///
/// Each runs after the frame, as a pass of its own, so the
/// app stays responsive during a chain: the bound is high enough for chains
/// that end (an effect counting to a target, paging through a source) and
/// stops an effect that sets state on every commit (B5).
let passiveUpdateLoopLimit = 1_000

/// The dirty components of one renderer, whether a pass is running or
/// scheduled, and what is needed to name an update loop when one is stopped.
@MainActor final class UpdateQueue {
    /// Components marked dirty since the last batch was taken, in marking order.
    private var dirty: [Node] = []
    /// Whether the scheduler has a render pass to run.
    var isRenderScheduled = false
    /// Whether a pass is running; updates made meanwhile wait for its next round.
    var isRendering = false
    /// Whether every update waiting for the next pass came from a passive effect.
    private var updatesCameFromEffects = false
    /// Consecutive passes caused only by passive effects (SEMANTICS B5).
    private var effectPassCount = 0
    /// The component whose body is running, if any.
    private var renderingNode: Node?
    /// The last update of this round made by one component's render to another's state.
    private var updateDuringRender: (setter: String, owner: String)?

    /// Whether no update waits.
    var isEmpty: Bool {
        @inline(__always) get { dirty.isEmpty }
    }

    /// Marks `node` dirty (once until it renders) and notes who set it.
    ///
    /// - Parameter duringPassiveEffects: whether passive effects are running now.
    /// - Returns: whether the caller must ask the scheduler for a pass: no
    ///   pass is running or scheduled yet.
    func enqueue(_ node: Node, duringPassiveEffects: Bool) -> Bool {
        if let setter = renderingNode, setter !== node {
            updateDuringRender = (setter.componentName, node.componentName)
        }
        guard node.isMounted, !node.isDirty else { return false }
        node.isDirty = true
        updatesCameFromEffects = (dirty.isEmpty || updatesCameFromEffects) && duringPassiveEffects
        dirty.append(node)
        guard !isRendering, !isRenderScheduled else { return false }
        isRenderScheduled = true
        return true
    }

    /// Runs `body`, a component's render, with `node` as the component rendering.
    @inline(__always)
    func rendering<Result>(_ node: Node, _ body: () -> Result) -> Result {
        let outer = renderingNode
        renderingNode = node
        defer { renderingNode = outer }
        return body()
    }

    /// The queued components, parents first; the queue is empty after.
    func takeBatch() -> [Node] {
        // A sendable closure is not main-actor isolated, so it skips the
        // runtime isolation check an isolated one makes on every comparison.
        let batch = dirty.sorted { @Sendable in $0.depth < $1.depth }
        dirty.removeAll()
        return batch
    }

    /// Starts a round of a pass: updates made during renders are looked at anew.
    @inline(__always)
    func startRound() {
        updateDuringRender = nil
    }

    /// Counts a scheduled pass about to render the queue.
    ///
    /// - Returns: false for the pass past ``passiveUpdateLoopLimit`` in a row
    ///   caused only by passive effects (an update loop, B5).
    func admitsScheduledPass() -> Bool {
        effectPassCount = updatesCameFromEffects ? effectPassCount + 1 : 0
        return effectPassCount <= passiveUpdateLoopLimit
    }

    /// Starts the count of passes caused only by effects over: after a loop is
    /// stopped, and for a root render, which comes from outside as an event does (B5).
    func resetEffectPassCount() {
        effectPassCount = 0
    }

    /// Why the last round left updates: a component that sets another's state while it
    /// renders (React warns of it too), else a layout effect.
    var layoutLoopCause: String {
        guard let (setter, owner) = updateDuringRender else {
            return "a layout effect sets state on every commit (stopped after \(updateLoopLimit) "
                + "renders in one pass; give useLayoutEffect dependencies its own update does "
                + "not change, such as .preserved(by:), or set state only when it changes)"
        }
        return "\(setter) sets the state of \(owner) while it renders, on every render (stopped "
            + "after \(updateLoopLimit) renders in one pass; set it in an effect or an event "
            + "handler instead)"
    }

    /// Why passes caused only by passive effects went on past ``passiveUpdateLoopLimit``.
    static var passiveLoopCause: String {
        "an effect sets state on every commit (stopped after \(passiveUpdateLoopLimit) passes in "
            + "a row caused only by effects; give useEffect dependencies its own update does not "
            + "change, such as .preserved(by:), or set state only when it changes)"
    }

    /// Reports an update loop of the queued components, caused by `cause`, and drops them.
    func reportLoop(_ cause: String) {
        let names = Set(dirty.filter(\.isMounted).map(\.componentName)).sorted().joined(
            separator: ", ")
        HookDiagnostics.report("update loop in \(names): \(cause)")
        for node in dirty { node.isDirty = false }
        dirty.removeAll()
    }
}
