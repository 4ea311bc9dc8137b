import Foundation
import GtkHooks

/// The SwiftUI Hooks README's custom hook: the current date, refreshed every `interval`
/// seconds.
///
/// The effect depends on `interval`: when it changes, the old timer's cleanup
/// runs (`invalidate()`) before a new timer starts with the new interval.
func useTimer(interval: TimeInterval) -> Date {
    let time = useState(Date())

    useEffect(.preserved(by: interval)) {
        let timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) {
            time.wrappedValue = $0.fireDate
        }

        return {
            timer.invalidate()
        }
    }

    return time.wrappedValue
}
