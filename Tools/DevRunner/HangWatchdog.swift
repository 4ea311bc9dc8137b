// A view body or an action that never returns blocks the main loop, and with it
// the file watcher: no save could ever reach the runner. A thread of its own
// watches the main loop's beat and, when it stops for too long, starts a new
// runner that waits for the next save (see `CrashRestart`).

import Foundation
import Gtk
import Synchronization

/// The main loop's beats so far; the watchdog's thread reads it.
private let beats = Atomic<Int>(0)

/// Starts a new runner when the main loop has not run for `limit`.
@MainActor final class HangWatchdog {
    /// How long the main loop may be busy before the runner gives up on it.
    let limit: Duration
    private var beat: Source?

    init(limit: Duration) {
        self.limit = limit
    }

    /// Starts the beat on the main loop and the thread that watches it.
    func start() {
        let interval = Duration.milliseconds(250)
        beat = Source.timeout(after: interval) {
            beats.add(1, ordering: .relaxed)
            return .keep
        }
        // Counted in the watcher's own ticks, not by the clock: a process stopped in a
        // debugger stops both threads and never looks hung when it goes on.
        let ticks = max(2, Int((limit / interval).rounded(.up)))
        let seconds = limit / .seconds(1)
        Thread.detachNewThread {
            watch(ticksAllowed: ticks, interval: interval, seconds: seconds)
        }
    }
}

private func watch(ticksAllowed: Int, interval: Duration, seconds: Double) {
    var seen = beats.load(ordering: .relaxed)
    var still = 0
    while true {
        Thread.sleep(forTimeInterval: interval / .seconds(1))
        let now = beats.load(ordering: .relaxed)
        if now != seen {
            seen = now
            still = 0
            continue
        }
        still += 1
        guard still > ticksAllowed else { continue }
        let message =
            "DevRunner: the app's main loop has been busy for \(seconds.formatted()) s "
            + "(a view body or an action that never returns?); starting again with the state "
            + "saved before\n"
        FileHandle.standardError.write(Data(message.utf8))
        CrashRestart.restartAfterHang()
        return
    }
}
