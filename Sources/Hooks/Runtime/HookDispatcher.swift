/// The hook records of one component instance, and the seam a host drives.
///
/// A host (the reconciler, or `HookTester`) renders the component's body through
/// `render(_:)`, runs the effects that render queued in SEMANTICS E4 order, and disposes the
/// dispatcher on unmount:
///
///     let dispatcher = HookDispatcher(componentName: "Counter") { scheduleRender() }
///     let text = dispatcher.render { "Count: \(useState(0).wrappedValue)" }
///     dispatcher.runLayoutCleanups()
///     dispatcher.runLayoutEffects()
///     dispatcher.runPassiveCleanups()
///     dispatcher.runPassiveEffects()
///     dispatcher.dispose()
///
/// Dropping the last reference to a dispatcher disposes it too. SwiftUI Hooks' spelling of
/// the same seam, `HookDispatcher()`, `scoped(environment:_:)` and `disposeAll()`, renders
/// and runs the effects in one call (see ``scoped(environment:_:)``).
@MainActor
public final class HookDispatcher {
    /// The dispatcher whose render is running; hooks called now belong to it.
    ///
    /// This and the other `@exclusivity(unchecked)` properties are main-actor bookkeeping
    /// that is never borrowed across a call into hook or host code, so the dynamic
    /// exclusivity checks, a tenth of a hook call's cost, are skipped.
    @usableFromInline @exclusivity(unchecked) static var current: HookDispatcher?

    /// B4: how many times one `render` may re-run a body that sets its own state.
    static let maximumRenderPasses = 25

    /// The component's name, used in every diagnostic (R1-R3, B4, C1).
    public var componentName: String

    /// The environment hooks see during the next render.
    public var environment: EnvironmentValues {
        didSet { environment.readLog = nil }
    }

    /// R3: when true, hook-order changes are not reported (recovery still happens).
    ///
    /// The environment's switch: reading or writing it reads or writes
    /// `environment.hooksRulesAssertionDisabled`.
    public var isHooksRulesAssertionDisabled: Bool {
        get { environment.hooksRulesAssertionDisabled }
        set { environment.hooksRulesAssertionDisabled = newValue }
    }

    /// True after a state change that has not been rendered yet.
    public internal(set) var needsRender = false

    /// Called on the main actor when state changes outside this dispatcher's own render, at
    /// most once until the next render: the host schedules a render here (SwiftUI Hooks'
    /// `objectWillChange`).
    public var onUpdate: @MainActor () -> Void
    @usableFromInline @exclusivity(unchecked) var records: [AnyHookRecord] = []
    @usableFromInline @exclusivity(unchecked) var layoutQueue: [AnyHookRecord] = []
    @usableFromInline @exclusivity(unchecked) var passiveQueue: [AnyHookRecord] = []
    /// The slot the next hook call of the running render takes.
    @usableFromInline @exclusivity(unchecked) var cursor = 0
    @exclusivity(unchecked) var isRendering = false
    @exclusivity(unchecked) var hasRendered = false
    /// True after `dispose()`: the records are gone and updates are ignored.
    public internal(set) var isDisposed = false
    var isLayoutDisposed = false
    /// Set when the running render changed state (B4) or reported a divergence (R2).
    @exclusivity(unchecked) var changedDuringRender = false
    @exclusivity(unchecked) var reportedDivergence = false
    /// The environment keys read during the last render (C3).
    @exclusivity(unchecked) var readLog = EnvironmentReadLog()
    /// Set by a refresh until its first render has matched the slots to the new calls.
    @exclusivity(unchecked) var refreshMatch: RefreshMatch?
    /// Set by `scoped` when its body threw: the running pass is dropped, not committed.
    @exclusivity(unchecked) var abandonsPass = false

    /// Creates the records of one component.
    ///
    /// `onUpdate` is called on the main actor when state changes outside this dispatcher's
    /// own render, at most once until the next render.
    public init(
        componentName: String,
        environment: EnvironmentValues = EnvironmentValues(),
        onUpdate: @escaping @MainActor () -> Void
    ) {
        self.componentName = componentName
        self.environment = environment
        self.environment.readLog = nil
        self.onUpdate = onUpdate
    }

    /// Disposes a dispatcher dropped without `dispose()`, as on unmount.
    ///
    /// Every cleanup runs once and async tasks are cancelled; after an earlier `dispose()`
    /// it does nothing. A cleanup that sets state here changes nothing: hooks refer to the
    /// dispatcher weakly, so nothing calls back into it.
    isolated deinit {
        dispose()
    }

    /// Runs `body` with this dispatcher current, so hooks called inside belong to it.
    ///
    /// While the body sets its own state, it re-runs (B4), at most 25 times; then it stops
    /// with "too many re-renders". Not re-entrant; the previous current dispatcher is
    /// restored afterwards.
    public func render<Result>(_ body: () -> Result) -> Result {
        render(matchingRefresh: false, body)
    }

    /// Renders as ``render(_:)`` does; after ``prepareForRefresh(carrying:)``, its first
    /// pass gives the slots to the same hook calls of the new code (a refresh's render).
    ///
    /// A host calls this instead of ``render(_:)`` for each component it renders in a
    /// refresh, so that renders outside one do not look for a refresh at all.
    public func renderMatchingRefresh<Result>(_ body: () -> Result) -> Result {
        render(matchingRefresh: refreshMatch != nil, body)
    }

    // Inlined into both entries, so `render(_:)` has no refresh check in its loop.
    @inline(__always)
    private func render<Result>(matchingRefresh: Bool, _ body: () -> Result) -> Result {
        precondition(
            !isRendering,
            "HookDispatcher.render was called for \(componentName) while it was rendering; "
                + "schedule another render instead of rendering from inside a render.")
        precondition(
            !isDisposed,
            "HookDispatcher.render was called for \(componentName) after dispose(); "
                + "mount a new HookDispatcher instead.")
        let outer = Self.current
        Self.current = self
        defer { Self.current = outer }
        var passes = 0
        while true {
            passes += 1
            beginPass()
            if matchingRefresh && passes == 1 { beginRefreshMatch() }
            let result = body()
            if abandonsPass {
                abandonPass()
                return result
            }
            if matchingRefresh && passes == 1 { endRefreshMatch() }
            endPass()
            guard changedDuringRender else {
                needsRender = false
                return result
            }
            if passes >= Self.maximumRenderPasses {
                fatalError(
                    "Too many re-renders in \(componentName): its body set state during render "
                        + "\(passes) times in a row. Set state in an event handler or an effect, "
                        + "or only when the new value differs from the current one.")
            }
        }
    }

    /// True when a key read during the last render has a different value in `new` than
    /// in `old` (C3).
    public func readsChanges(from old: EnvironmentValues, to new: EnvironmentValues) -> Bool {
        readLog.keys.contains { old.stamp(of: $0) !== new.stamp(of: $0) }
    }

    /// The environment handed to hooks during render: reads through it are logged.
    var trackedEnvironment: EnvironmentValues {
        var tracked = environment
        tracked.readLog = readLog
        return tracked
    }

    /// A hook's state changed: re-run the body if rendering, else tell the host once.
    func stateDidChange() {
        // From the first step of unmount on, updates are ignored (S5): a cleanup that sets
        // state must not render the component it is unmounting.
        guard !isDisposed, !isLayoutDisposed else { return }
        if isRendering {
            changedDuringRender = true
            return
        }
        guard !needsRender else { return }
        needsRender = true
        onUpdate()
    }

    private func beginPass() {
        isRendering = true
        cursor = 0
        changedDuringRender = false
        reportedDivergence = false
        layoutQueue.removeAll(keepingCapacity: true)
        passiveQueue.removeAll(keepingCapacity: true)
        readLog = EnvironmentReadLog()
    }

    /// Drops a pass whose body threw: its effects are not queued, and the slots it did not
    /// reach keep their state, unreported, for the next render.
    private func abandonPass() {
        abandonsPass = false
        isRendering = false
        layoutQueue.removeAll()
        passiveQueue.removeAll()
    }

    private func endPass() {
        if cursor < records.count {
            if hasRendered {
                reportDivergence(at: cursor, next: nil)
            }
            disposeRecords(from: cursor)
        }
        isRendering = false
        hasRendered = true
    }
}
