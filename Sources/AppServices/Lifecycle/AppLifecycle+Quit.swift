import Hooks

extension AppLifecycle {
    /// Asks the app to quit: it finishes the work registered with
    /// `useBeforeQuit`, then closes every window.
    public func quit() {
        quitRequests += 1
        quitHandler?()
    }

    /// Registers `work` to be awaited before the app quits; returns what
    /// removes it.
    func addQuitWork(_ work: @escaping @MainActor () async -> Void) -> () -> Void {
        let token = takeToken()
        quitWork[token] = work
        return { [weak self] in self?.quitWork[token] = nil }
    }

    /// How many pieces of work wait for a quit.
    public var quitWorkCount: Int { quitWork.count }

    /// Runs every piece of quit work at once and waits until all have
    /// finished or `bound` has passed; returns whether all finished.
    ///
    /// Work still running at the bound is cancelled, with a warning saying
    /// how many did not finish.
    public func finishBeforeQuit(within bound: Duration) async -> Bool {
        let works = quitWork.keys.sorted().compactMap { quitWork[$0] }
        guard !works.isEmpty else { return true }
        let race = QuitRace(count: works.count)
        let finished = await withCheckedContinuation { continuation in
            race.continuation = continuation
            race.timer = Task {
                try? await Task.sleep(for: bound)
                race.finish(false)
            }
            race.tasks = works.map { work in
                Task {
                    await work()
                    race.oneDone()
                }
            }
        }
        if !finished {
            HookDiagnostics.report(
                "warning: \(race.remaining) of \(works.count) pieces of work registered with "
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
