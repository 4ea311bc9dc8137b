import Hooks
import Reconciler

/// What the `CleanupProbe`s of a test saw: which mounted, and how often each one's
/// layout and passive cleanups ran, by probe name.
final class Cleanups {
    var mounted: Set<String> = []
    var layout: [String: Int] = [:]
    var passive: [String: Int] = [:]

    func reset() {
        mounted = []
        layout = [:]
        passive = [:]
    }
}

/// A component around `content` with a layout effect and a passive effect,
/// each of whose cleanups is counted in `cleanups` under `name`.
struct CleanupProbe<Content: View>: HookView {
    let name: String
    let cleanups: Cleanups
    let content: Content

    init(_ name: String, _ cleanups: Cleanups, @ViewBuilder content: () -> Content) {
        self.name = name
        self.cleanups = cleanups
        self.content = content()
    }

    var hookBody: some View {
        useLayoutEffect(.once) {
            { cleanups.layout[name, default: 0] += 1 }
        }
        useEffect(.once) {
            cleanups.mounted.insert(name)
            return { cleanups.passive[name, default: 0] += 1 }
        }
        content
    }
}
