// Builds run one at a time: a save during a build asks for exactly one more,
// however many saves it was.

/// Serializes builds: ``request()`` starts one unless one runs; then it queues one more.
@MainActor public final class BuildQueue {
    /// Starts a build; it must call the completion handler once, on the main actor.
    private let start: @MainActor (_ done: @escaping @MainActor () -> Void) -> Void
    /// Whether a build runs now.
    public private(set) var isBuilding = false
    /// Whether a request came in during the running build.
    public private(set) var isQueued = false
    /// Builds started so far.
    public private(set) var started = 0

    /// A queue that runs builds through `start`.
    public init(start: @escaping @MainActor (_ done: @escaping @MainActor () -> Void) -> Void) {
        self.start = start
    }

    /// Builds now, or once more after the running build.
    public func request() {
        guard !isBuilding else {
            isQueued = true
            return
        }
        isBuilding = true
        started += 1
        start { [weak self] in self?.finished() }
    }

    private func finished() {
        isBuilding = false
        if isQueued {
            isQueued = false
            request()
        }
    }
}
