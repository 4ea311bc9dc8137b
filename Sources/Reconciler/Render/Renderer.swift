import Hooks

/// Mounts a view into a host container and keeps the host up to date.
///
/// `render(_:)` renders and commits synchronously; later state changes mark
/// their components dirty and ask the scheduler for one render pass per batch.
/// A pass re-renders dirty components parent-first, applies the minimum host
/// operations, runs layout effects, then hands passive effects to the scheduler.
///
/// ```swift
/// let renderer = Renderer(host: host, container: window, scheduler: scheduler)
/// renderer.render(ContentView())
/// ```
@MainActor public final class Renderer {
    let host: AnyHost
    let scheduler: any Scheduler
    /// The container, as a host node with no element of its own.
    let root: Node

    /// Host calls of the pass being computed, applied in order by the commit.
    // Unchecked: only appended to (each operation made first) and taken whole
    // by the commit; the runtime check cost two calls per diffed widget.
    @exclusivity(unchecked) var operations = HostOperations()
    /// The components waiting to render, and the state of the render pass.
    let updates = UpdateQueue()
    /// The effects and teardown of scopes, from the diff to the passive-effects run.
    let effects = EffectQueues()
    /// The last generation handed out (see `DiffContext.generation`).
    var generationCounter = 0
    /// The refresh pass in progress on this renderer; nil outside one.
    var refresh: RefreshPass?
    /// The refreshes of the process this renderer has taken part in (see `RefreshPass`).
    var refreshesSeen = RefreshPass.started

    /// Timings of render, diff and commit, when enabled (for benchmarks;
    /// `Testing` SPI, so an app cannot turn the clocks on by accident).
    @_spi(Testing) public var profile = RenderProfile()

    /// A renderer that mounts into `container`, owned by `host`.
    ///
    /// - Parameters:
    ///   - host: the platform that makes and updates the widgets.
    ///   - container: the host's instance everything renders into.
    ///   - scheduler: when deferred renders and effects run.
    ///   - environment: the environment at the root (the app's defaults).
    public convenience init<H: Host>(
        host: H, container: H.Instance, scheduler: any Scheduler,
        environment: EnvironmentValues = EnvironmentValues()
    ) {
        self.init(
            host: AnyHost(host), container: container, scheduler: scheduler,
            environment: environment)
    }

    /// A renderer on a host already type-erased (the rows of a list share one).
    init(
        host: AnyHost, container: AnyObject, scheduler: any Scheduler,
        environment: EnvironmentValues = EnvironmentValues()
    ) {
        self.host = host
        self.scheduler = scheduler
        let scroller = ViewScroller()
        var environment = environment
        environment.viewScroller = scroller
        root = Node(
            element: Element.empty, parent: nil,
            context: DiffContext(environment: environment, generation: 0, modifiers: []))
        root.instance = container
        scroller.renderer = self
    }

    /// Renders `view` as the only child of the container and commits synchronously.
    ///
    /// Rendering again updates the mounted tree in place (same identity keeps state).
    public func render(_ view: some View) {
        let element = Element(view)
        // Refresh/: only a root of another type may come from a newer image.
        if let mounted = root.children.first, mounted.element.type != element.type,
            catchUpWithRefresh(element)
        {
            return
        }
        renderRoot([element])
    }

    /// Unmounts everything: every cleanup runs once and the container is emptied.
    public func unmount() {
        renderRoot([])
        effects.runPassive()
    }

    func renderRoot(_ elements: [Element]) {
        // A root render comes from outside, as an event does: state set by
        // effects after it starts no loop, so the loop count starts over (B5).
        updates.resetEffectPassCount()
        runPass {
            reconcileChildren(
                of: root, with: elements,
                ChildPlace(hostParent: root, offset: 0, context: root.context.belowPrimitive))
        }
    }

    func nextGeneration() -> Int {
        generationCounter += 1
        return generationCounter
    }
}
