import CGtk

// GLib has no hook per dispatched source, but every iteration of the main
// context that waits calls its poll function once: wrapping it counts wake-ups.

extension MainLoop {
    static func startCountingWakeUps() {
        guard originalPoll == nil else { return }
        originalPoll = g_main_context_get_poll_func(nil)
        g_main_context_set_poll_func(nil, countingPoll)
    }

    static func stopCountingWakeUps() {
        guard let original = originalPoll else { return }
        g_main_context_set_poll_func(nil, original)
        originalPoll = nil
    }
}

nonisolated(unsafe) private var originalPoll: GPollFunc?

private let countingPoll: GPollFunc = { descriptors, count, timeout in
    let result = originalPoll?(descriptors, count, timeout) ?? g_poll(descriptors, count, timeout)
    MainActor.assumeIsolated { MainLoop.wakeUps += 1 }
    return result
}
