import GtkHooks

/// The demo's window content: SwiftUI Hooks' `timer()` clock, then the
/// `useTimer(interval:)` clock with its interval picker.
struct TimerDemoView: View {
    var body: some View {
        VStack(spacing: 16) {
            HookScope {
                timer()
            }
            .fontSize(20)
            Divider()
            IntervalClock()
        }
        .padding(24)
    }
}
