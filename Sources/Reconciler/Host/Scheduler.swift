/// When deferred work runs: the render pass and the passive effects.
///
/// The reconciler asks for at most one render pass per batch of updates
/// (SEMANTICS B1) and one passive-effects run per commit. A GLib scheduler
/// runs renders before layout and paint, and passive effects after paint; a
/// manual scheduler runs them when a test says so.
@MainActor public protocol Scheduler: AnyObject {
    /// Runs `render` soon, before the next frame is drawn.
    func scheduleRender(_ render: @escaping @MainActor () -> Void)

    /// Runs `effects` after the next frame is drawn.
    func scheduleEffects(_ effects: @escaping @MainActor () -> Void)
}
