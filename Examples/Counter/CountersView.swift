import GtkHooks

/// The window content: each counter under a heading naming how it holds its state.
struct CountersView: View {
    var body: some View {
        VStack(spacing: 12) {
            Text("HookScope").fontWeight(.bold)
            counterButton()
                .accessibilityLabel("HookScope counter")
            Text("HookView").fontWeight(.bold)
            CounterButton()
                .accessibilityLabel("HookView counter")
            Text("useReducer").fontWeight(.bold)
            ReducerCounter()
        }
        .padding(24)
    }
}
