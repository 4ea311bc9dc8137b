// What a runner started after a crash or a hang tells the developer, in the
// window and on the terminal.

import Foundation

/// The message for `--after-crash <what>`: a signal's number, or `hang`; `lines` are the
/// source lines of the app's frames on the crashed stack, innermost first.
func crashReport(_ what: String, module: String, hangLimit: Duration, lines: [String]) -> String {
    let keep = "Its state from before is kept: save a fix to load it."
    guard let signal = Int32(what) else {
        let seconds = (hangLimit / .seconds(1)).formatted()
        return "\(module) stopped responding: its main loop was busy for \(seconds) s "
            + "(a view body or an action that never returns?). \(keep)"
    }
    let place = lines.first.map { " at \($0)" } ?? ""
    let stack =
        lines.count > 1
        ? " The app's code on the stack, innermost first: \(lines.joined(separator: ", "))." : ""
    return "\(module) crashed\(place) with \(signalDescription(signal)).\(stack) \(keep)"
}

private func signalDescription(_ signal: Int32) -> String {
    switch signal {
    case SIGILL, SIGTRAP:
        "a Swift runtime trap (fatalError, a failed precondition, an index out of range or a "
            + "nil unwrapped; the terminal shows its message)"
    case SIGSEGV, SIGBUS:
        "a bad memory access (endless recursion overflows the stack)"
    case SIGFPE: "an arithmetic error"
    case SIGABRT: "abort() (a failed assertion in C code, or a fatal GTK critical)"
    default: "signal \(signal)"
    }
}
