/// The launches of an app, delivered to the components that subscribe: the
/// launch concern of ``AppLifecycle``.
@MainActor final class LaunchQueue {
    /// Every launch so far, the first one first.
    private(set) var launches: [Launch] = []
    private var subscribers: [Int: @MainActor (Launch) -> Void] = [:]
    private var undelivered: [Launch] = []
    private var nextToken = 0

    /// Every subscriber gets `launch`; with none yet, it waits for the first one.
    func receive(_ launch: Launch) {
        launches.append(launch)
        if subscribers.isEmpty {
            undelivered.append(launch)
        } else {
            for key in subscribers.keys.sorted() { subscribers[key]?(launch) }
        }
    }

    /// Calls `handler` with each launch from now on, and with the launches
    /// no subscriber got yet; returns what unsubscribes.
    func subscribe(_ handler: @escaping @MainActor (Launch) -> Void) -> () -> Void {
        nextToken += 1
        let token = nextToken
        subscribers[token] = handler
        let waiting = undelivered
        undelivered.removeAll()
        for launch in waiting { handler(launch) }
        return { [weak self] in self?.subscribers[token] = nil }
    }
}
