// The main-actor check of Binding and dispatch must print its message before it stops the
// process. `MainActor.preconditionIsolated` traps inside libdispatch first and the standard
// library has no check that returns a Bool, so the check is made from what the main actor
// runs on here: the main thread (a GTK app, XCTest) or, after `dispatchMain()` (Swift
// Testing, an async `main`), the main queue drained by a worker thread.
#if canImport(Glibc)
    import Dispatch
    import Glibc

    /// Whether the caller runs on the main actor; `nil` when that cannot be told.
    nonisolated func isMainActorIsolated() -> Bool? {
        let onMainThread = isMainThread()
        if onMainThread == true || DispatchQueue.getSpecific(key: mainQueueKey) != nil {
            return true
        }
        return onMainThread
    }

    /// Marks the main queue, so code it runs on any thread can find it out.
    private nonisolated let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Per thread: whether it is the main thread, once a check has found out.
    ///
    /// A thread-local value, not a saved `pthread_t`: a thread started after the main one
    /// exits (under `dispatchMain()`) may get its `pthread_t`.
    private nonisolated let threadKindKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    private nonisolated func isMainThread() -> Bool? {
        let main = UnsafeMutableRawPointer(bitPattern: 1)
        let other = UnsafeMutableRawPointer(bitPattern: 2)
        switch pthread_getspecific(threadKindKey) {
        case main: return true
        case other: return false
        default:
            // The kernel's ID of the main thread is the process ID. Read once per thread from
            // /proc: Swift's Glibc module has no gettid (it needs _GNU_SOURCE) and imports no
            // variadic syscall.
            guard let threadID = currentThreadID() else { return nil }
            let isMain = threadID == getpid()
            pthread_setspecific(threadKindKey, isMain ? main : other)
            return isMain
        }
    }

    /// The calling thread's kernel ID, from the `/proc/thread-self` link ("<pid>/task/<tid>").
    private nonisolated func currentThreadID() -> pid_t? {
        var buffer = [CChar](repeating: 0, count: 64)
        let count = readlink("/proc/thread-self", &buffer, buffer.count)
        guard count > 0, count < buffer.count else { return nil }
        let link = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return link.split(separator: "/").last.flatMap { pid_t($0) }
    }
#else
    /// Whether the caller runs on the main actor: unknown on this platform.
    nonisolated func isMainActorIsolated() -> Bool? { nil }
#endif
