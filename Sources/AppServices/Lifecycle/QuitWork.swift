import Hooks

/// The work registered with `useBeforeQuit`, awaited before the app quits:
/// the quit concern of ``AppLifecycle``.
@MainActor final class QuitWork {
    private var works: [Int: @MainActor () async -> Void] = [:]
    private var nextToken = 0

    /// Registers `work`; returns what removes it.
    func add(_ work: @escaping @MainActor () async -> Void) -> () -> Void {
        nextToken += 1
        let token = nextToken
        works[token] = work
        return { [weak self] in self?.works[token] = nil }
    }

    /// How many pieces of work wait for a quit.
    var count: Int { works.count }

    /// Runs every piece of quit work at once and waits until all have
    /// finished or `bound` has passed; returns whether all finished.
    ///
    /// Work still running at the bound is cancelled, with a warning saying
    /// how many did not finish.
    func finish(within bound: Duration) async -> Bool {
        let pending = works.keys.sorted().compactMap { works[$0] }
        guard !pending.isEmpty else { return true }
        let race = QuitRace(count: pending.count)
        let finished = await withCheckedContinuation { continuation in
            race.continuation = continuation
            race.timer = Task {
                try? await Task.sleep(for: bound)
                race.finish(false)
            }
            race.tasks = pending.map { work in
                Task {
                    await work()
                    race.oneDone()
                }
            }
        }
        if !finished {
            HookDiagnostics.report(
                "warning: \(race.remaining) of \(pending.count) pieces of work registered with "
                    + "useBeforeQuit did not finish within \(bound); the app quits without them")
            for task in race.tasks { task.cancel() }
        }
        return finished
    }
}

/// All quit work finishing, against a timer.
@MainActor private final class QuitRace {
    var remaining: Int
    var continuation: CheckedContinuation<Bool, Never>?
    var timer: Task<Void, Never>?
    var tasks: [Task<Void, Never>] = []

    init(count: Int) { remaining = count }

    func oneDone() {
        remaining -= 1
        if remaining == 0 { finish(true) }
    }

    func finish(_ allDone: Bool) {
        guard let continuation else { return }
        self.continuation = nil
        timer?.cancel()
        continuation.resume(returning: allDone)
    }
}
