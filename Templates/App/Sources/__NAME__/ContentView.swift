import GtkHooks

/// The window's content: a click counter (state) and a tick count that an
/// effect advances while the view is shown.
struct ContentView: HookView {
    /// How often the tick count advances; tests pass a short one.
    var tickInterval: Duration = .seconds(1)

    var hookBody: some View {
        let clicks = useState(0)
        let ticks = useTicks(every: tickInterval)

        VStack(spacing: 12) {
            Text("Clicks: \(clicks.wrappedValue)")
            Button("Add one") { clicks.wrappedValue += 1 }
            Text("Ticks: \(ticks)")
        }
        .padding(24)
    }
}
