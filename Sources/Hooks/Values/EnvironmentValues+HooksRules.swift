private struct HooksRulesAssertionDisabledKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// R3: when true, a component rendered in this environment does not report hook-order
    /// changes (R2); the recovery (its slots from the change on are reset) still happens.
    ///
    /// `false` unless set. Views set it with `.disableHooksRulesAssertion(true)`; a host
    /// driving a ``HookDispatcher`` by hand sets it in the environment it renders with:
    ///
    ///     var environment = EnvironmentValues()
    ///     environment.hooksRulesAssertionDisabled = true
    ///     dispatcher.scoped(environment: environment) { ... }
    public var hooksRulesAssertionDisabled: Bool {
        get { self[HooksRulesAssertionDisabledKey.self] }
        set { self[HooksRulesAssertionDisabledKey.self] = newValue }
    }
}
