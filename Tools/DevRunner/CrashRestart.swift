// A crash or a hang of the app's code must not end a dev session. The app runs
// in this process (its images bind to the framework this process holds), so a
// trap in a view body (`fatalError`, a failed precondition, an index out of
// range) would kill the runner with the state. Instead the runner replaces
// itself: a signal handler `execv`s a new runner, as `Restart` does, with the
// state last saved (`StateKeeper`) and `--after-crash`, which waits for the next
// save instead of running the image that crashed. `execv` and `write` are
// async-signal-safe; everything the handler touches is prepared beforehand.

import Foundation

/// The signals of a crash: Swift's traps (SIGILL on x86_64, SIGTRAP on arm64), bad
/// memory (a stack overflow too, handled on its own stack), arithmetic and `abort()`.
private let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]

/// Replaces the runner with a new one after a crash or a hang; set up once.
enum CrashRestart {
    /// The new runner's argument vector, its `--after-crash` value written in place.
    nonisolated(unsafe) private static var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    nonisolated(unsafe) private static var executable: UnsafeMutablePointer<CChar>?
    /// The `--after-crash` value's buffer: a signal's number, or `hang`.
    nonisolated(unsafe) private static var what: UnsafeMutablePointer<CChar>?
    /// The message written before the restart.
    nonisolated(unsafe) private static var message: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var messageLength = 0
    /// Makes a crash of this process start `executable` with `arguments` (the runner's
    /// own, less `--restore`/`--after-crash`) plus `--restore stateFile --after-crash …`.
    ///
    /// The crashed stack goes to `stackFile` (see `CrashStack`).
    static func install(
        executable path: String, arguments: [String], stateFile: String, stackFile: String
    ) {
        CrashStack.prepare(file: stackFile)
        let all = arguments + ["--restore", stateFile, "--after-crash", "hang"]
        let vector = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(
            capacity: all.count + 1)
        for (index, argument) in all.enumerated() { vector[index] = strdup(argument) }
        vector[all.count] = nil
        // Room for any signal's number: the handler writes it over "hang".
        what = vector[all.count - 1]
        argv = vector
        executable = strdup(path)
        let text = "DevRunner: the app crashed; starting again with the state saved before\n"
        message = strdup(text)
        messageLength = text.utf8.count
        // The stack a stack overflow's SIGSEGV is handled on.
        var stack = stack_t()
        stack.ss_size = 1 << 16
        stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: stack.ss_size, alignment: 16)
        sigaltstack(&stack, nil)
        for signal in crashSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in CrashRestart.restart(after: signal)
            }
            // Not blocked in the handler: the signal mask survives `execv`, and a new
            // runner with a trap signal blocked would be killed by its first trap.
            action.sa_flags = SA_ONSTACK | SA_NODEFER | Int32(bitPattern: UInt32(SA_RESETHAND))
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
    }

    /// Unblocks every signal: a runner started by a signal handler inherits its mask.
    static func unblockSignals() {
        var none = sigset_t()
        sigemptyset(&none)
        sigprocmask(SIG_SETMASK, &none, nil)
    }

    /// Starts the new runner with `--after-crash <signal>`; async-signal-safe.
    private static func restart(after signal: Int32) {
        guard let what else { return }
        // The digits written in place: no allocation in a signal handler.
        var divisor: Int32 = 1
        while signal / divisor >= 10 { divisor *= 10 }
        var index = 0
        while divisor > 0 {
            what[index] = CChar(48 + signal / divisor % 10)
            index += 1
            divisor /= 10
        }
        what[index] = 0
        CrashStack.record()
        exec(saying: true)
    }

    /// Starts the new runner with `--after-crash hang` (from the watchdog's thread).
    static func restartAfterHang() {
        exec(saying: false)
    }

    private static func exec(saying: Bool) {
        guard let executable, let argv else { return }
        if saying, let message { _ = write(2, message, messageLength) }
        execv(executable, argv)
    }
}
