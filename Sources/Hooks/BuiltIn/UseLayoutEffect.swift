/// A side effect run synchronously after the commit, before the frame is painted.
///
///     useLayoutEffect(.preserved(by: text)) {
///         scrollToEnd()
///         return nil
///     }
///
/// The strategy and cleanup work as in `useEffect`; layout effects of a commit run before
/// its passive ones.
///
/// `fileID` and `line` name this call across hot reloads (``HookCallSite``): leave them
/// to their defaults.
@MainActor
public func useLayoutEffect(
    _ updateStrategy: HookUpdateStrategy? = nil,
    _ effect: @escaping () -> (() -> Void)?,
    fileID: StaticString = #fileID, line: UInt = #line
) {
    HookDispatcher.rendering("useLayoutEffect").use(
        EffectHook(updateStrategy: updateStrategy, updateTiming: .layout, effect: effect),
        kind: "useLayoutEffect", site: HookCallSite(fileID: fileID, line: line))
}
