@_spi(Testing) import Gtk
import Reconciler

/// The `Scheduler` of a running GTK app.
///
/// Render passes run on one idle source at `G_PRIORITY_HIGH_IDLE` (100) per
/// batch, so an update lands before GTK lays out (110) and paints (120) the
/// same frame; passive effects run on an idle source at
/// `G_PRIORITY_DEFAULT_IDLE` (200), after that frame is painted.
///
/// ```swift
/// let renderer = Renderer(host: host, container: root, scheduler: GLibScheduler())
/// ```
@MainActor public final class GLibScheduler: Scheduler {
    private var renders: [@MainActor () -> Void] = []
    private var effects: [@MainActor () -> Void] = []
    private var renderSource: Source?
    private var effectsSource: Source?

    /// How many render idles ran (one per batch of updates) while
    /// `Instrumentation.isEnabled` was on (`Testing` SPI).
    @_spi(Testing) public private(set) var renderIdleCount = 0
    /// How many passive-effect idles ran while `Instrumentation.isEnabled`
    /// was on (`Testing` SPI).
    @_spi(Testing) public private(set) var effectsIdleCount = 0

    /// A scheduler with nothing pending.
    public init() {}

    /// Runs `render` in this batch's render idle (attached on the first request).
    public func scheduleRender(_ render: @escaping @MainActor () -> Void) {
        renders.append(render)
        guard renderSource == nil else { return }
        renderSource = Source.idle(priority: .highIdle) { [weak self] in
            self?.runRenders()
            return .remove
        }
    }

    /// Runs `effects` in the next passive-effects idle, after paint.
    public func scheduleEffects(_ effects: @escaping @MainActor () -> Void) {
        self.effects.append(effects)
        guard effectsSource == nil else { return }
        effectsSource = Source.idle(priority: .defaultIdle) { [weak self] in
            self?.runEffects()
            return .remove
        }
    }

    /// Whether a render or passive-effects idle is attached.
    public var hasPendingWork: Bool { renderSource != nil || effectsSource != nil }

    /// Runs pending renders and passive effects now, until none is left
    /// (bounded: an effect that keeps scheduling work stops after 100 rounds).
    public func runPendingWork() {
        for _ in 0..<100 {
            if let source = renderSource {
                source.cancel()
                runRenders()
            } else if let source = effectsSource {
                source.cancel()
                runEffects()
            } else {
                return
            }
        }
    }

    /// Destroys pending idles and forgets their work (at shutdown).
    public func cancel() {
        renderSource?.cancel()
        effectsSource?.cancel()
        renderSource = nil
        effectsSource = nil
        renders.removeAll()
        effects.removeAll()
    }

    private func runRenders() {
        renderSource = nil
        if Instrumentation.isEnabled { renderIdleCount += 1 }
        let pending = renders
        renders.removeAll()
        for render in pending { render() }
    }

    private func runEffects() {
        effectsSource = nil
        if Instrumentation.isEnabled { effectsIdleCount += 1 }
        let pending = effects
        effects.removeAll()
        for run in pending { run() }
    }
}
