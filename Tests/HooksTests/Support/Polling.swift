import Testing

/// Suspends until `condition` holds, yielding the main actor between checks; records an
/// issue after `timeout` instead of waiting longer.
///
/// The timeout only catches a hang: tests run in parallel on one main actor, and another
/// test's long synchronous work (a 10,000-todo paste in a debug build on a loaded machine)
/// can hold it for seconds.
@MainActor
func waitUntil(
    timeout: Duration = .seconds(60),
    sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () -> Bool
) async {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        guard ContinuousClock.now < deadline else {
            Issue.record("condition not met within \(timeout)", sourceLocation: sourceLocation)
            return
        }
        try? await Task.sleep(for: .milliseconds(1))
    }
}

/// A door an async operation waits at until the test opens it.
@MainActor
final class Gate {
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var isOpen = false

    /// The number of operations waiting.
    var waiting: Int { waiters.count }

    func wait() async {
        guard !isOpen else { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        let waiting = waiters
        waiters.removeAll()
        for waiter in waiting {
            waiter.resume()
        }
    }
}

/// A flag a `@Sendable` callback can set on the main actor.
@MainActor
final class Flag {
    private(set) var isSet = false

    nonisolated func setSoon() {
        Task { @MainActor in self.isSet = true }
    }
}
