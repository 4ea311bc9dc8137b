import Hooks

/// Runs a hook as a component would, without any UI, and records the values it returns.
///
///     func useCounter() -> (count: Int, increment: () -> Void) {
///         let count = useState(0)
///         return (count.wrappedValue, { count.wrappedValue += 1 })
///     }
///
///     let tester = HookTester { useCounter() }
///     #expect(tester.value.count == 0)
///     tester.value.increment()
///     #expect(tester.value.count == 1)
///
/// Every render runs its layout effects, then its passive effects, before returning; a state
/// change outside a render (in an effect or a callback) renders again at once. A render
/// never re-enters: an update requested during one queues one more render. Dropping the
/// tester unmounts the hook, as `dispose()` does.
@MainActor
public final class HookTester<Parameter, Value> {
    /// The value of the latest render; kept after `dispose()`.
    public var value: Value { valueHistory[valueHistory.count - 1] }

    /// The value of every render, the first included.
    public private(set) var valueHistory: [Value] = []

    /// The environment of the next render.
    public var environment: EnvironmentValues {
        didSet { dispatcher.environment = environment }
    }

    /// R3: when true, hook-order changes are not reported (recovery still happens).
    ///
    /// The environment's switch: the same as `environment.hooksRulesAssertionDisabled`.
    public var isHooksRulesAssertionDisabled: Bool {
        get { environment.hooksRulesAssertionDisabled }
        set { environment.hooksRulesAssertionDisabled = newValue }
    }

    private let hook: @MainActor (Parameter) -> Value
    private var parameter: Parameter
    private var dispatcher: HookDispatcher
    private let relay = UpdateRelay()
    private var isFlushing = false
    private var wantsRender = false

    /// Renders `hook` with `initialParameter` in an environment prepared by `environment`.
    public init(
        _ initialParameter: Parameter,
        _ hook: @escaping @MainActor (Parameter) -> Value,
        environment: (inout EnvironmentValues) -> Void = { _ in }
    ) {
        var values = EnvironmentValues()
        environment(&values)
        self.environment = values
        self.hook = hook
        self.parameter = initialParameter
        self.dispatcher = Self.makeDispatcher(values, relay: relay)
        relay.render = { [weak self] in self?.renderAndFlush() }
        renderAndFlush()
    }

    /// Renders again with a new parameter, as a parent re-rendering the component would.
    public func update(with parameter: Parameter) {
        self.parameter = parameter
        update()
    }

    /// Renders again with the latest parameter; after `dispose()`, mounts fresh state.
    public func update() {
        if dispatcher.isDisposed {
            dispatcher = Self.makeDispatcher(environment, relay: relay)
        }
        renderAndFlush()
    }

    /// Unmounts: runs every cleanup once and cancels async work; `value` stays.
    ///
    /// A tester dropped without `dispose()` unmounts the same way when it is freed, so tests
    /// written like the SwiftUI Hooks README's, which never call `dispose()`, still run every cleanup.
    public func dispose() {
        dispatcher.dispose()
    }

    /// Unmounts as `dispose()` does, unless that already happened.
    isolated deinit {
        dispatcher.dispose()
    }

    private static func makeDispatcher(
        _ environment: EnvironmentValues, relay: UpdateRelay
    ) -> HookDispatcher {
        HookDispatcher(componentName: "HookTester", environment: environment) {
            relay.render?()
        }
    }

    /// Renders, then runs effects, until no update is left (bounded like an update loop).
    private func renderAndFlush() {
        guard !isFlushing else {
            wantsRender = true
            return
        }
        isFlushing = true
        defer { isFlushing = false }
        var renders = 0
        repeat {
            wantsRender = false
            renders += 1
            if renders > Self.maximumRendersPerUpdate {
                HookDiagnostics.report(
                    "Update loop in HookTester: effects set state on every commit "
                        + "(\(Self.maximumRendersPerUpdate) renders in a row). Give the effect a "
                        + "strategy such as .preserved(by:) or set state only when it changes.")
                return
            }
            let parameter = parameter
            let hook = hook
            valueHistory.append(dispatcher.render { hook(parameter) })
            dispatcher.runLayoutCleanups()
            dispatcher.runLayoutEffects()
            dispatcher.runPassiveCleanups()
            dispatcher.runPassiveEffects()
        } while (wantsRender || dispatcher.needsRender) && !dispatcher.isDisposed
    }

    private static var maximumRendersPerUpdate: Int { 50 }
}

extension HookTester where Parameter == Void {
    /// Renders `hook` in an environment prepared by `environment`.
    ///
    ///     let tester = HookTester { useState(0).wrappedValue }
    public convenience init(
        _ hook: @escaping @MainActor () -> Value,
        environment: (inout EnvironmentValues) -> Void = { _ in }
    ) {
        self.init((), { _ in hook() }, environment: environment)
    }
}

/// Forwards the dispatcher's update callback to its tester without a reference cycle.
@MainActor
private final class UpdateRelay {
    var render: (() -> Void)?
}
