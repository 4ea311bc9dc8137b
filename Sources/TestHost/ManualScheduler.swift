import Reconciler

/// A scheduler that runs deferred work only when told: React's `act`.
///
/// `runRenders()` stands in for the render idle (before layout and paint),
/// `runPassiveEffects()` for the idle after paint; `flush()` alternates them
/// until nothing is pending.
///
/// ```swift
/// let scheduler = ManualScheduler()
/// // ... an update schedules a render ...
/// scheduler.runRenders()         // rendered, committed, layout effects run
/// scheduler.runPassiveEffects()  // passive effects run ("after paint")
/// ```
@MainActor public final class ManualScheduler: Scheduler {
    private var renders: [@MainActor () -> Void] = []
    private var effects: [@MainActor () -> Void] = []

    /// How many render passes were requested since creation.
    public private(set) var renderRequestCount = 0
    /// How many passive-effect runs were requested since creation.
    public private(set) var effectsRequestCount = 0

    /// A scheduler with nothing pending.
    public init() {}

    /// Queues `render` until `runRenders()`.
    public func scheduleRender(_ render: @escaping @MainActor () -> Void) {
        renderRequestCount += 1
        renders.append(render)
    }

    /// Queues `effects` until `runPassiveEffects()`.
    public func scheduleEffects(_ effects: @escaping @MainActor () -> Void) {
        effectsRequestCount += 1
        self.effects.append(effects)
    }

    /// Whether a render pass is waiting.
    public var hasPendingRenders: Bool { !renders.isEmpty }
    /// Whether a passive-effects run is waiting.
    public var hasPendingEffects: Bool { !effects.isEmpty }

    /// Runs the render passes requested so far; returns how many ran.
    @discardableResult public func runRenders() -> Int {
        let pending = renders
        renders.removeAll()
        for render in pending { render() }
        return pending.count
    }

    /// Runs the passive-effect runs requested so far; returns how many ran.
    @discardableResult public func runPassiveEffects() -> Int {
        let pending = effects
        effects.removeAll()
        for run in pending { run() }
        return pending.count
    }

    /// Runs renders and passive effects until none is pending.
    ///
    /// The renderer reports and stops update loops itself; as a last guard,
    /// this stops after 10,000 rounds.
    public func flush() {
        for _ in 0..<10_000 {
            if runRenders() + runPassiveEffects() == 0 { return }
        }
    }
}
