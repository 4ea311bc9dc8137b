/// Time spent in each phase of rendering, summed since the last `reset()`.
///
/// Off by default; benchmarks enable it. `render` is time in component bodies
/// and hook scopes, `diff` is the rest of reconciliation, `commit` is applying
/// host operations and running layout effects. Part of the `Testing` SPI
/// (`@_spi(Testing) import Reconciler`): benchmarks read it, apps never see it.
@_spi(Testing) public struct RenderProfile: Sendable {
    /// Whether the renderer measures (measuring costs a clock read per component).
    public var isEnabled = false
    /// Time in component bodies and hook scopes.
    public var render: Duration = .zero
    /// Time matching elements and computing host operations, bodies excluded.
    public var diff: Duration = .zero
    /// Time applying host operations and running layout effects.
    public var commit: Duration = .zero

    /// A disabled profile with zero totals.
    public init() {}

    /// Sets every total back to zero.
    public mutating func reset() {
        render = .zero
        diff = .zero
        commit = .zero
    }
}
