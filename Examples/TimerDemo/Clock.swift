import Foundation
import GtkHooks

/// The SwiftUI Hooks README's opening example: a clock that ticks every second.
///
/// `useState` holds the time; `useEffect(.once)` starts a Foundation timer
/// after the first render and returns its cleanup, which invalidates the
/// timer when the view is unmounted. Call it inside a `HookScope`.
func timer() -> some View {
    let time = useState(Date())

    useEffect(.once) {
        let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) {
            time.wrappedValue = $0.fireDate
        }

        return {
            timer.invalidate()
        }
    }

    return Text("Time: \(clockText(time.wrappedValue))")
}

/// The time of `date` as the clocks show it, such as `14:03:07`.
nonisolated func clockText(_ date: Date) -> String {
    date.formatted(date: .omitted, time: .standard)
}
