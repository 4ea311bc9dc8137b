import Glibc

// The thread GTK runs on, told apart with one `pthread_self()`: a
// deinitializer isolated to the main actor asks the concurrency runtime
// which executor is current, some 500 instructions per object, and every
// widget wrapper goes through one.

/// The main thread's id, recorded by the first wrapper made (on the main actor).
nonisolated(unsafe) private var mainThreadID: pthread_t = 0

/// The thread the main actor runs on, as GTK requires of every call.
enum MainThread {
    /// Records the calling thread, which runs the main actor, as the main thread.
    @MainActor static func record() {
        if mainThreadID == 0 { mainThreadID = pthread_self() }
    }

    /// Whether the calling thread is the one ``record()`` was called on.
    static var isCurrent: Bool { pthread_equal(pthread_self(), mainThreadID) != 0 }
}
