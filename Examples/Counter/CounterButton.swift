import GtkHooks

/// SwiftUI Hooks' counter as a free function: `HookScope` gives its hooks a home,
/// so any view can call it.
func counterButton() -> some View {
    HookScope {
        let count = useState(0)

        Button("You clicked \(count.wrappedValue) times") {
            count.wrappedValue += 1
        }
    }
}

/// The same counter as a `HookView`: its `hookBody` runs inside a `HookScope`.
struct CounterButton: HookView {
    var hookBody: some View {
        let count = useState(0)

        Button("You clicked \(count.wrappedValue) times") {
            count.wrappedValue += 1
        }
    }
}
