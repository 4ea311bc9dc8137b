import Hooks
import Reconciler

/// Wraps a view with `.onAppear`/`.onDisappear` actions: a component whose
/// layout effect runs once, after the commit that mounts it.
///
/// The actions of the latest render are the ones run, so an action that
/// reads state sees the state of the render before it.
public struct AppearanceObserver<Content: View>: HookView {
    let content: Content
    let onAppear: (@MainActor () -> Void)?
    let onDisappear: (@MainActor () -> Void)?

    /// The content, with the actions run once on mount and once on unmount.
    public var hookBody: some View {
        let actions = useRef(LifecycleActions())
        actions.current.onAppear = onAppear
        actions.current.onDisappear = onDisappear
        useLayoutEffect(.once) {
            actions.current.onAppear?()
            return { actions.current.onDisappear?() }
        }
        return content
    }
}

/// The latest actions of an observer, read by its effect and its cleanup.
@MainActor final class LifecycleActions {
    var onAppear: (@MainActor () -> Void)?
    var onDisappear: (@MainActor () -> Void)?
}
