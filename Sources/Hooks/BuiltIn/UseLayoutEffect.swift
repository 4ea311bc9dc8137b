/// A side effect run synchronously after the commit, before the frame is painted.
///
///     useLayoutEffect(.preserved(by: text)) {
///         scrollToEnd()
///         return nil
///     }
///
/// The strategy and cleanup work as in `useEffect`; layout effects of a commit run before
/// its passive ones.
@MainActor
public func useLayoutEffect(
    _ updateStrategy: HookUpdateStrategy? = nil,
    _ effect: @escaping () -> (() -> Void)?
) {
    HookDispatcher.rendering("useLayoutEffect").use(
        EffectHook(updateStrategy: updateStrategy, updateTiming: .layout, effect: effect),
        kind: "useLayoutEffect")
}
