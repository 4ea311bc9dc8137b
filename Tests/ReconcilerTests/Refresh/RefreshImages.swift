// More pairs of images: effects and memos, a stateless component, a list of
// keyed rows, and a context.

import Hooks
import Reconciler
import Widgets

/// What the components of these images did, in order.
@MainActor final class RefreshLog {
    static var entries: [String] = []
}

/// An effect, a layout effect and a memo, all `.once`, each logging with `name`.
@MainActor func effectsImage(_ name: String) -> some View {
    struct Effects: HookView {
        let name: String
        var hookBody: some View {
            useEffect(.once) {
                RefreshLog.entries.append("effect \(name)")
                return { RefreshLog.entries.append("cleanup \(name)") }
            }
            useLayoutEffect(.once) {
                RefreshLog.entries.append("layout \(name)")
                return nil
            }
            let memo = useMemo(.once) { "memo \(name)" }
            Text(memo)
        }
    }
    return Effects(name: name)
}

/// A component with no stored properties (never re-rendered by its parent in a normal
/// pass), under a parent holding a count.
@MainActor func statelessFirstImage() -> some View {
    struct Label: View {
        var body: some View { Text("old label") }
    }
    struct Parent: HookView {
        var hookBody: some View {
            let count = useState(0)
            VStack {
                Button("count \(count.wrappedValue)") { count.wrappedValue += 1 }
                Label()
            }
        }
    }
    return Parent()
}

/// The label's code edited.
@MainActor func statelessSecondImage() -> some View {
    struct Label: View {
        var body: some View { Text("new label") }
    }
    struct Parent: HookView {
        var hookBody: some View {
            let count = useState(0)
            VStack {
                Button("count \(count.wrappedValue)") { count.wrappedValue += 1 }
                Label()
            }
        }
    }
    return Parent()
}

/// Keyed rows, each with its own checked state, in a component of the image.
@MainActor func rowsFirstImage() -> some View {
    struct Row: HookView {
        let id: Int
        var hookBody: some View {
            let checked = useState(false)
            Toggle("old row \(id)", isOn: checked)
        }
    }
    struct Rows: View {
        var body: some View {
            VStack {
                ForEach([1, 2, 3], id: \.self) { id in Row(id: id) }
            }
        }
    }
    return Rows()
}

/// The rows' label edited.
@MainActor func rowsSecondImage() -> some View {
    struct Row: HookView {
        let id: Int
        var hookBody: some View {
            let checked = useState(false)
            Toggle("new row \(id)", isOn: checked)
        }
    }
    struct Rows: View {
        var body: some View {
            VStack {
                ForEach([1, 2, 3], id: \.self) { id in Row(id: id) }
            }
        }
    }
    return Rows()
}
