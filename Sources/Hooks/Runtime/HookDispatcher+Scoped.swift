// MARK: - SwiftUI Hooks' host API: HookDispatcher(), scoped, disposeAll

extension HookDispatcher {
    /// A dispatcher as SwiftUI Hooks makes one: named "HookDispatcher" in diagnostics, in
    /// an empty environment, with an `onUpdate` that does nothing until you set one.
    ///
    ///     let dispatcher = HookDispatcher()
    ///     dispatcher.onUpdate = { needsRender = true }
    ///     let count = dispatcher.scoped(environment: EnvironmentValues()) {
    ///         useState(0)
    ///     }
    public convenience init() {
        self.init(componentName: "HookDispatcher", onUpdate: {})
    }

    /// Renders `body` with this dispatcher current in `environment`, then runs the effects
    /// that render queued, as one render and commit of a component.
    ///
    /// Hooks called in `body` belong to this dispatcher and keep their slots from one call
    /// to the next. `environment` becomes ``environment``, so its
    /// `hooksRulesAssertionDisabled` silences hook-order reports (R3). After the body,
    /// layout cleanups and effects run, then passive ones, each in declaration order (E4):
    /// a hook whose `updateTiming` is `.passive` (`shouldDeferredUpdate`) has updated when
    /// `scoped` returns, as in SwiftUI Hooks. A state change in an effect calls
    /// ``onUpdate``; call `scoped` again to render it. Re-runs of a body that sets its own
    /// state are those of ``render(_:)``.
    ///
    /// If `body` throws, the error is rethrown and the render is dropped: no effect runs
    /// and the slots the body did not reach keep their state, unreported.
    ///
    /// - Parameters:
    ///   - environment: the environment hooks read in `body`.
    ///   - body: the component's body: the hooks it calls, in the same order every time.
    /// - Returns: what `body` returns.
    public func scoped<Value, Failure: Error>(
        environment: EnvironmentValues,
        _ body: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        self.environment = environment
        let outcome = render { () -> Result<Value, Failure> in
            let outcome = Result(catching: body)
            if case .failure = outcome {
                abandonsPass = true
            }
            return outcome
        }
        let value = try outcome.get()
        runLayoutCleanups()
        runLayoutEffects()
        runPassiveCleanups()
        runPassiveEffects()
        return value
    }

    /// Disposes every hook and keeps the dispatcher for new ones: the next render mounts
    /// every hook afresh, with new state.
    ///
    /// The hooks are disposed as ``dispose()`` does, in React's order: layout cleanups
    /// first, then each hook from the first to the last, its cleanup and then its
    /// `dispose(state:)` (SwiftUI Hooks disposes from the last hook to the first).
    /// Setters and `dispatch` of the disposed hooks do nothing afterwards. Unlike
    /// `dispose()`, which ends the dispatcher, rendering again is allowed; after
    /// `dispose()` it does nothing. Not allowed while rendering.
    public func disposeAll() {
        guard !isDisposed else { return }
        precondition(
            !isRendering,
            "HookDispatcher.disposeAll was called for \(componentName) while it was rendering; "
                + "call it from an event handler or an effect, after the render.")
        dispose()
        isDisposed = false
        isLayoutDisposed = false
        hasRendered = false
        needsRender = false
    }
}
