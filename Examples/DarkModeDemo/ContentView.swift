import GtkHooks

/// SwiftUI Hooks' `ContentView`: it owns the color scheme and provides a binding
/// to it through `ColorSchemeContext`.
///
/// SwiftUI Hooks keeps the scheme in `useState(ColorScheme.light)`; here the
/// state is the user's choice, which may also be "follow the desktop", read
/// with `useEnvironment(\.colorScheme)` above the `.colorScheme(_:)` that
/// applies the result to the window.
struct ContentView: HookView {
    var hookBody: some View {
        let desktop = useEnvironment(\.colorScheme)
        let choice = useState(SchemeChoice.system)
        let colorScheme = Binding(
            get: { choice.wrappedValue.resolved(desktop: desktop) },
            set: { choice.wrappedValue = .fixed($0) })

        ColorSchemeContext.Provider(value: colorScheme) {
            VStack(spacing: 12) {
                Text("Showing the \(colorScheme.wrappedValue) scheme")
                    .fontWeight(.bold)
                darkModeButton
                lightModeButton
                Button("Follow system") { choice.wrappedValue = .system }
                    .disabled(choice.wrappedValue == .system)
            }
            .padding(24)
            .background(Color(.systemBackground))
            .colorScheme(colorScheme.wrappedValue)
        }
    }

    /// SwiftUI Hooks' button, reading the context with `Context.Consumer`.
    var darkModeButton: some View {
        ColorSchemeContext.Consumer { colorScheme in
            Button("Use dark mode") {
                colorScheme.wrappedValue = .dark
            }
        }
    }

    /// SwiftUI Hooks' `useContext` variant of the same button.
    var lightModeButton: some View {
        HookScope {
            let colorScheme = useContext(ColorSchemeContext.self)

            Button("Use light mode") {
                colorScheme.wrappedValue = .light
            }
        }
    }
}
