import GtkHooks

/// How many times `interval` has passed since the calling view appeared.
///
/// The effect starts a task after the first render; its cleanup cancels the
/// task when the view goes away or `interval` changes, so no tick outlives
/// the view.
func useTicks(every interval: Duration) -> Int {
    let ticks = useState(0)

    useEffect(.preserved(by: interval)) {
        let task = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                if Task.isCancelled { break }
                ticks.wrappedValue += 1
            }
        }
        return { task.cancel() }
    }

    return ticks.wrappedValue
}
