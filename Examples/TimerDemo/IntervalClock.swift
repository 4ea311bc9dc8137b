import Foundation
import GtkHooks

/// A clock built on `useTimer(interval:)`, with a picker for the interval.
///
/// Picking another interval re-renders the view with a new `interval`, so
/// `useTimer` tears its timer down and starts a new one.
struct IntervalClock: HookView {
    /// The intervals the picker offers, in seconds.
    static let intervals: [TimeInterval] = [1, 2, 5]

    var hookBody: some View {
        let interval = useState(TimeInterval(1))
        let time = useTimer(interval: interval.wrappedValue)

        VStack(spacing: 8) {
            Text("Now: \(clockText(time))")
            Picker("Interval", selection: interval, options: Self.intervals) {
                "Every \(Int($0)) s"
            }
        }
    }
}
