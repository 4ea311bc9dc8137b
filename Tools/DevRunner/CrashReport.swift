// What a runner started after a crash or a hang tells the developer, in the
// window and on the terminal.

import Foundation

/// The message for `--after-crash <what>`: a signal's number, or `hang`.
func crashReport(_ what: String, module: String, hangLimit: Duration) -> String {
    let keep = "Its state from before is kept: save a fix to load it."
    guard let signal = Int32(what) else {
        let seconds = (hangLimit / .seconds(1)).formatted()
        return "\(module) stopped responding: its main loop was busy for \(seconds) s "
            + "(a view body or an action that never returns?). \(keep)"
    }
    return "\(module) crashed with \(signalDescription(signal)). \(keep)"
}

private func signalDescription(_ signal: Int32) -> String {
    switch signal {
    case SIGILL, SIGTRAP:
        "a Swift runtime trap (fatalError, a failed precondition, an index out of range or a "
            + "nil unwrapped; the terminal shows where)"
    case SIGSEGV, SIGBUS:
        "a bad memory access (endless recursion overflows the stack)"
    case SIGFPE: "an arithmetic error"
    case SIGABRT: "abort() (a failed assertion in C code, or a fatal GTK critical)"
    default: "signal \(signal)"
    }
}
