/// One slot of a component: the type-erased face the dispatcher drives.
@MainActor
@usableFromInline
class AnyHookRecord {
    /// The hook kind shown in diagnostics, such as `useState` or a custom hook's type name.
    let kind: String
    /// Identifies the hook type, so a slot is reused only by the same type.
    @usableFromInline let hookType: ObjectIdentifier
    @usableFromInline let timing: HookUpdateTiming
    /// True between an update and the cleanup that undoes it.
    @exclusivity(unchecked) var needsCleanUp = false
    /// The identity of the hook call that mounted the slot (`HookDispatcher.callIdentity`).
    var callID = 0

    @usableFromInline
    init(kind: String, hookType: ObjectIdentifier, timing: HookUpdateTiming) {
        self.kind = kind
        self.hookType = hookType
        self.timing = timing
    }

    @usableFromInline func update() {}
    func cleanUpIfNeeded() {}
    func dispose() {}

    /// The hook's type and the type of the value it returns, for R2's message.
    var hookTypeName: String { "" }
    var valueTypeName: String { "" }
}

/// The slot of one hook type: its latest hook value, its state and the dependency of the
/// last update that ran.
///
/// Properties marked `@exclusivity(unchecked)` are main-actor state that is only copied out or
/// written in, never borrowed across a call into hook code (methods copy `hook` first), so
/// the dynamic exclusivity checks, a tenth of a hook call's cost, are skipped.
@MainActor
@usableFromInline
final class HookRecord<H: Hook>: AnyHookRecord {
    @usableFromInline weak var dispatcher: HookDispatcher?
    @usableFromInline @exclusivity(unchecked) var hook: H
    @usableFromInline @exclusivity(unchecked) var state: H.State
    /// The dependency of the last update that ran; `nil` before the first one.
    @usableFromInline @exclusivity(unchecked) var committed: HookUpdateStrategy.Dependency?
    /// The dependency of the render whose update is queued.
    @usableFromInline @exclusivity(unchecked) var pending: HookUpdateStrategy.Dependency?
    @exclusivity(unchecked) private var isDisposed = false
    /// Whether the dependency type of this slot compares with SameValue, found once per type.
    @usableFromInline @exclusivity(unchecked)
    var comparison: (valueType: ObjectIdentifier, sameValue: Bool)?

    @usableFromInline
    init(hook: H, kind: String, dispatcher: HookDispatcher) {
        self.hook = hook
        self.state = hook.makeState()
        self.dispatcher = dispatcher
        super.init(kind: kind, hookType: ObjectIdentifier(H.self), timing: hook.updateTiming)
    }

    @inlinable
    var coordinator: HookCoordinator<H> { HookCoordinator(record: self) }

    /// Whether this render's hook must update: always without a strategy, on the first
    /// update, and when the dependency differs from the last one that ran.
    @inlinable
    func prepare(_ newHook: H) -> Bool {
        hook = newHook
        guard let strategy = newHook.updateStrategy else {
            pending = nil
            return true
        }
        let dependency = strategy.dependency
        pending = dependency
        guard let committed else { return true }
        guard let valueType = dependency.valueType else {
            return committed != dependency
        }
        if comparison?.valueType != valueType {
            comparison = (valueType, dependency.comparesWithSameValue)
        }
        let sameValue = comparison?.sameValue ?? true
        return !committed.isSame(as: dependency, comparingWithSameValue: sameValue)
    }

    @usableFromInline
    override func update() {
        guard !isDisposed else { return }
        cleanUpIfNeeded()
        committed = pending
        let hook = hook
        hook.updateState(coordinator: coordinator)
        needsCleanUp = true
        // The update unmounted its own component (an effect that unmounts the
        // tree): dispose ran before this cleanup existed, so it runs now (E5).
        if isDisposed { cleanUpIfNeeded() }
    }

    override func cleanUpIfNeeded() {
        guard needsCleanUp else { return }
        needsCleanUp = false
        let hook = hook
        hook.cleanUp(coordinator: coordinator)
    }

    override var hookTypeName: String { String(describing: H.self) }
    override var valueTypeName: String { String(describing: H.Value.self) }

    override func dispose() {
        guard !isDisposed else { return }
        cleanUpIfNeeded()
        isDisposed = true
        let hook = hook
        hook.dispose(state: state)
    }
}
